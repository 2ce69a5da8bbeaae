import type { EventData } from '@pill/proto/events';
import { conflict, invalid, notFound } from '@pill/platform/errors';
import { CLOSING_MESSAGES, closingRulesOf as closingOf, type ClosingRules } from '@pill/proto/closing';
import type { Decider } from '@pill/platform/event-sourcing/decider';

export type LinkEvent =
  | { type: 'link.created'; data: EventData<'link.created'> }
  | { type: 'link.updated'; data: EventData<'link.updated'> }
  | { type: 'link.activation-changed'; data: EventData<'link.activation-changed'> }
  | { type: 'link.deleted'; data: EventData<'link.deleted'> };

export type QuestionSnapshot = EventData<'link.created'>['questions'][number];

export interface LinkState {
  status: 'new' | 'live' | 'deleted';
  linkId?: string;
  ownerId?: string;
  shortCode?: string;
  isActive: boolean;
  closing?: ClosingRules;
  /** The anonymity threshold as last saved; an update without one keeps it. */
  minResponses?: number;
}

/** Closing rules as asked: a value sets it, `null` clears it, absent keeps the current one (on create: none). */
export type ClosingChange = { maxResponses?: number | null; closesAt?: string | null; now: string };

export type LinkCommand =
  | {
      type: 'create';
      linkId: string;
      ownerId: string;
      ownerName?: string;
      title: string;
      subtitle?: string;
      shortCode: string;
      questions: QuestionSnapshot[];
      createdAt: string;
      closing?: ClosingChange;
      minResponses: number;
    }
  | {
      type: 'update';
      linkId: string;
      ownerId: string;
      title: string;
      subtitle?: string;
      questions: QuestionSnapshot[];
      closing?: ClosingChange;
      /** Absent: the link keeps its threshold (an older client must not lower it). */
      minResponses?: number;
    }
  | { type: 'set-active'; linkId: string; ownerId: string; isActive: boolean }
  | { type: 'delete'; linkId: string; ownerId: string };

export const LINK_NOT_FOUND = 'Feedback link not found';
export const linkStreamId = (linkId: string) => `link-${linkId}`;

/** Another owner's link answers exactly like a missing one. */
function requireOwned(state: LinkState, ownerId: string): void {
  if (state.status !== 'live' || state.ownerId !== ownerId) throw notFound(LINK_NOT_FOUND);
}

/** The rules after a change; a new closing time must be in the future (one kept as it was may have passed). */
export function closingAfter(current: ClosingRules | undefined, change: ClosingChange | undefined): ClosingRules {
  if (!change) return closingOf(current ?? {});
  const maxResponses = change.maxResponses === undefined ? current?.maxResponses : (change.maxResponses ?? undefined);
  let closesAt = change.closesAt === undefined ? current?.closesAt : (change.closesAt ?? undefined);
  if (closesAt !== undefined) closesAt = new Date(closesAt).toISOString();
  if (closesAt !== undefined && closesAt !== current?.closesAt && closesAt <= change.now) throw invalid(CLOSING_MESSAGES.closesAtPast);
  return closingOf({ maxResponses, closesAt });
}

export const link: Decider<LinkCommand, LinkEvent, LinkState> = {
  initialState: () => ({ status: 'new', isActive: false }),

  decide(command, state) {
    const { linkId, ownerId } = command;
    switch (command.type) {
      case 'create': {
        if (state.status !== 'new') throw conflict('This link already exists');
        const { type: _t, closing, ...data } = command;
        return [{ type: 'link.created', data: { ...data, ...closingAfter(undefined, closing) } }];
      }
      case 'update': {
        requireOwned(state, ownerId);
        const { title, subtitle, questions } = command;
        const closing = closingAfter(state.closing, command.closing);
        const minResponses = command.minResponses ?? state.minResponses ?? 1;
        return [{ type: 'link.updated', data: { linkId, ownerId, title, subtitle, questions, minResponses, ...closing } }];
      }
      case 'set-active':
        requireOwned(state, ownerId);
        return state.isActive === command.isActive
          ? []
          : [{ type: 'link.activation-changed', data: { linkId, ownerId, isActive: command.isActive } }];
      case 'delete':
        requireOwned(state, ownerId);
        return [{ type: 'link.deleted', data: { linkId, ownerId, shortCode: state.shortCode ?? '' } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'link.created': {
        const { linkId, ownerId, shortCode, minResponses } = event.data;
        return { status: 'live', linkId, ownerId, shortCode, isActive: true, minResponses, closing: closingOf(event.data) };
      }
      case 'link.updated':
        return { ...state, minResponses: event.data.minResponses, closing: closingOf(event.data) };
      case 'link.activation-changed':
        return { ...state, isActive: event.data.isActive };
      case 'link.deleted':
        return { ...state, status: 'deleted', isActive: false };
    }
  },
};

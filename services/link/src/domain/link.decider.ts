import type { EventData } from '@pill/proto/events';
import { conflict, notFound } from '@pill/platform/errors';
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
  /** The anonymity threshold as last saved; an update without one keeps it. */
  minResponses?: number;
}

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
      minResponses: number;
    }
  | {
      type: 'update';
      linkId: string;
      ownerId: string;
      title: string;
      subtitle?: string;
      questions: QuestionSnapshot[];
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

export const link: Decider<LinkCommand, LinkEvent, LinkState> = {
  initialState: () => ({ status: 'new', isActive: false }),

  decide(command, state) {
    const { linkId, ownerId } = command;
    switch (command.type) {
      case 'create': {
        if (state.status !== 'new') throw conflict('This link already exists');
        const { type: _t, ...data } = command;
        return [{ type: 'link.created', data }];
      }
      case 'update':
        requireOwned(state, ownerId);
        return [
          {
            type: 'link.updated',
            data: {
              linkId,
              ownerId,
              title: command.title,
              subtitle: command.subtitle,
              questions: command.questions,
              minResponses: command.minResponses ?? state.minResponses ?? 1,
            },
          },
        ];
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
        return { status: 'live', linkId, ownerId, shortCode, isActive: true, minResponses };
      }
      case 'link.updated':
        return { ...state, minResponses: event.data.minResponses };
      case 'link.activation-changed':
        return { ...state, isActive: event.data.isActive };
      case 'link.deleted':
        return { ...state, status: 'deleted', isActive: false };
    }
  },
};

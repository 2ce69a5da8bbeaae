import { MessageAdded, SubmissionReceived, type EventData } from '@pill/proto/events';
import { conflict, notFound } from '@pill/platform/errors';
import type { Decider } from '@pill/platform/event-sourcing/decider';

export type SubmissionEvent =
  | { type: 'submission.received'; data: EventData<'submission.received'> }
  | { type: 'submission.response-deleted'; data: EventData<'submission.response-deleted'> }
  | { type: 'submission.erased'; data: EventData<'submission.erased'> }
  | { type: 'submission.receipt-issued'; data: EventData<'submission.receipt-issued'> }
  | { type: 'submission.message-added'; data: EventData<'submission.message-added'> }
  | { type: 'submission.thread-read'; data: EventData<'submission.thread-read'> };

export interface SubmissionState {
  status: 'new' | 'received' | 'erased';
  submissionId?: string;
  linkId?: string;
  ownerId?: string;
  submittedAt?: string;
  responseIds: Set<string>;
  /** The conversation: how many messages, how many of them the owner has read, and up to the last respondent's. */
  messageCount: number;
  readCount: number;
  respondentUpTo: number;
}

export type SubmissionCommand =
  | { type: 'receive'; data: EventData<'submission.received'>; codeHash?: string }
  | { type: 'delete-response'; ownerId: string; responseId: string }
  | { type: 'erase' }
  | { type: 'issue-receipt'; codeHash: string }
  | { type: 'add-message'; from: 'owner' | 'respondent'; ownerId?: string; text: string; sentAt: string }
  | { type: 'mark-read'; ownerId: string };

export const RESPONSE_NOT_FOUND = 'Response not found';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const submissionStreamId = (submissionId: string) => `submission-${submissionId}`;
/** A link's moderation refusals, counts only: many writers append to it without reading it. */
export const refusalsStreamId = (linkId: string) => `moderation-refusals-${linkId}`;
/** The days a link reached a daily cap, one event each. */
export const dailyCapsStreamId = (linkId: string) => `daily-caps-${linkId}`;

export const submission: Decider<SubmissionCommand, SubmissionEvent, SubmissionState> = {
  initialState: () => ({ status: 'new', responseIds: new Set(), messageCount: 0, readCount: 0, respondentUpTo: 0 }),

  decide(command, state) {
    switch (command.type) {
      case 'receive':
        if (state.status !== 'new') throw conflict('This submission was already received');
        // The first receipt rides on the submission itself: one event less for every consumer of every submit.
        return [{ type: 'submission.received', data: { ...command.data, ...(command.codeHash && { codeHash: command.codeHash }) } }];
      case 'delete-response':
        if (state.status !== 'received' || state.ownerId !== command.ownerId || !state.responseIds.has(command.responseId))
          throw notFound(RESPONSE_NOT_FOUND);
        return [
          {
            type: 'submission.response-deleted',
            data: { submissionId: state.submissionId!, linkId: state.linkId!, responseId: command.responseId },
          },
        ];
      case 'erase':
        return state.status === 'received'
          ? [{ type: 'submission.erased', data: { submissionId: state.submissionId!, linkId: state.linkId! } }]
          : [];
      case 'issue-receipt':
        // An erased submission has nothing to come back to: its new code simply leads nowhere.
        return state.status === 'received' ? receipt(ids(state), command.codeHash) : [];
      case 'add-message': {
        const { from, text, sentAt } = command;
        if (state.status !== 'received' || (from === 'owner' && state.ownerId !== command.ownerId)) throw notFound(CONVERSATION_NOT_FOUND);
        return [{ type: 'submission.message-added', data: { ...ids(state), from, text, sentAt } }];
      }
      case 'mark-read':
        if (state.status !== 'received' || state.ownerId !== command.ownerId) throw notFound(CONVERSATION_NOT_FOUND);
        return state.respondentUpTo > state.readCount
          ? [{ type: 'submission.thread-read', data: { ...ids(state), readCount: state.messageCount } }]
          : [];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'submission.received':
        return {
          ...state,
          status: 'received',
          submissionId: event.data.submissionId,
          linkId: event.data.linkId,
          ownerId: event.data.ownerId,
          submittedAt: event.data.submittedAt,
          responseIds: new Set(event.data.responses.map((r) => r.responseId)),
        };
      case 'submission.response-deleted': {
        const responseIds = new Set(state.responseIds);
        responseIds.delete(event.data.responseId);
        return { ...state, responseIds };
      }
      case 'submission.erased':
        return { ...state, status: 'erased', responseIds: new Set() };
      case 'submission.receipt-issued':
        return state;
      case 'submission.message-added': {
        const messageCount = state.messageCount + 1;
        return { ...state, messageCount, respondentUpTo: event.data.from === 'respondent' ? messageCount : state.respondentUpTo };
      }
      case 'submission.thread-read':
        return { ...state, readCount: Math.max(state.readCount, event.data.readCount) };
    }
  },
};

const ids = (state: SubmissionState) => ({ submissionId: state.submissionId!, linkId: state.linkId! });

const receipt = (on: { submissionId: string; linkId: string }, codeHash: string | undefined): SubmissionEvent[] =>
  codeHash ? [{ type: 'submission.receipt-issued', data: { submissionId: on.submissionId, linkId: on.linkId, codeHash } }] : [];

/** Stored data read with its schema: an erasure that cannot read what it erases fails rather than skip it. */
const receivedData = (data: unknown): EventData<'submission.received'> => SubmissionReceived.shape.data.parse(data);

/**
 * What stays of a received submission once its owner deleted some of its answers: those not in
 * `remainingResponseIds` (the folded state's `responseIds`) lose their text, and the
 * respondent's name goes with the last one. Other events come back as they are (the same
 * object), so the store leaves them untouched.
 */
export function withoutDeletedAnswers(remainingResponseIds: ReadonlySet<string>) {
  return (event: { type: string; data: unknown }): unknown => {
    if (event.type !== 'submission.received') return event.data;
    const d = receivedData(event.data);
    const responses = d.responses.map((r) => (remainingResponseIds.has(r.responseId) ? r : { ...r, response: '', questionText: '' }));
    const anyLeft = d.responses.some((r) => remainingResponseIds.has(r.responseId));
    return { ...d, respondentName: anyLeft ? d.respondentName : undefined, responses };
  };
}

/** What stays of a received submission after its erasure (its link deleted, or by its respondent): no name, no answers, no messages. */
export function redactedData(event: { type: string; data: unknown }): unknown {
  if (event.type === 'submission.message-added') return { ...MessageAdded.shape.data.parse(event.data), text: '' };
  if (event.type !== 'submission.received') return event.data;
  const d = receivedData(event.data);
  return { ...d, respondentName: undefined, responses: d.responses.map((r) => ({ ...r, response: '', questionText: '' })) };
}

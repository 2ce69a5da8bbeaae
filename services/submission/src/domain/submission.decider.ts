import { SubmissionReceived, type EventData } from '@pill/proto/events';
import { conflict, notFound } from '@pill/platform/errors';
import type { Decider } from '@pill/platform/event-sourcing/decider';

export type SubmissionEvent =
  | { type: 'submission.received'; data: EventData<'submission.received'> }
  | { type: 'submission.response-deleted'; data: EventData<'submission.response-deleted'> }
  | { type: 'submission.erased'; data: EventData<'submission.erased'> };

export interface SubmissionState {
  status: 'new' | 'received' | 'erased';
  submissionId?: string;
  linkId?: string;
  ownerId?: string;
  submittedAt?: string;
  responseIds: Set<string>;
}

export type SubmissionCommand =
  | { type: 'receive'; data: EventData<'submission.received'> }
  | { type: 'delete-response'; ownerId: string; responseId: string }
  | { type: 'erase' };

export const RESPONSE_NOT_FOUND = 'Response not found';
export const submissionStreamId = (submissionId: string) => `submission-${submissionId}`;
/** A link's moderation refusals, counts only: many writers append to it without reading it. */
export const refusalsStreamId = (linkId: string) => `moderation-refusals-${linkId}`;
/** The days a link reached a daily cap, one event each. */
export const dailyCapsStreamId = (linkId: string) => `daily-caps-${linkId}`;

export const submission: Decider<SubmissionCommand, SubmissionEvent, SubmissionState> = {
  initialState: () => ({ status: 'new', responseIds: new Set() }),

  decide(command, state) {
    switch (command.type) {
      case 'receive':
        if (state.status !== 'new') throw conflict('This submission was already received');
        return [{ type: 'submission.received', data: command.data }];
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
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'submission.received':
        return {
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
    }
  },
};

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

/** What stays of a received submission after its link is deleted: no name, no answers. */
export function redactedData(event: { type: string; data: unknown }): unknown {
  if (event.type !== 'submission.received') return event.data;
  const d = receivedData(event.data);
  return { ...d, respondentName: undefined, responses: d.responses.map((r) => ({ ...r, response: '', questionText: '' })) };
}

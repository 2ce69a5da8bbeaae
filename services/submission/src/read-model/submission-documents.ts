import type { PillEvent } from '@pill/proto/events';
import type { ThreadMessage } from './conversation-documents';

export interface ResponseOfSubmission {
  responseId: string;
  questionId: string;
  questionText: string;
  response: string;
  /** Its place in the submission as it arrived; kept when an earlier answer is deleted (absent in documents stored before it existed). */
  index?: number;
}

/** One received submission as its owner reads it: one document per submission stream. */
export interface SubmissionDocument {
  id: string;
  linkId: string;
  ownerId: string;
  respondentName?: string;
  submittedAt: string;
  /** Where the received event sits in the store: submissions of the same millisecond keep the order they came in. */
  position: number;
  responses: ResponseOfSubmission[];
  /** The conversation with its respondent, if any: kept here so a submit folds into one document, not two. */
  messages?: ThreadMessage[];
  /** How many messages the owner has read. */
  readCount?: number;
}

/** Response id → its submission, so an owner can delete one answer by its id. Ids only, never text. */
export interface ResponseEntry {
  submissionId: string;
}

/** A deleted link: no new answers, and the reason its submissions were erased. */
export interface DeletedLink {
  linkId: string;
}

/**
 * Folds one event of a submission stream. Erasure leaves no data at all (the store keeps only the
 * version, so a late redelivery of the received event cannot bring the text back); an event
 * type this model does not read leaves the document as it is.
 */
export function evolveSubmission(
  current: SubmissionDocument | undefined,
  event: PillEvent & { position: number },
): SubmissionDocument | null {
  const e = event;
  switch (e.type) {
    case 'submission.received': {
      const d = e.data;
      return {
        id: d.submissionId,
        linkId: d.linkId,
        ownerId: d.ownerId,
        ...(d.respondentName !== undefined ? { respondentName: d.respondentName } : {}),
        submittedAt: d.submittedAt,
        position: event.position,
        responses: d.responses.map(({ responseId, questionId, questionText, response }, index) => ({
          responseId,
          questionId,
          questionText,
          response,
          index,
        })),
      };
    }
    case 'submission.response-deleted':
      return current ? { ...current, responses: current.responses.filter((r) => r.responseId !== e.data.responseId) } : null;
    case 'submission.erased':
      return null;
    case 'submission.message-added': {
      if (!current) return null;
      const { from, text, sentAt } = e.data;
      return { ...current, messages: [...(current.messages ?? []), { from, text, sentAt }] };
    }
    case 'submission.thread-read':
      return current ? { ...current, readCount: Math.max(current.readCount ?? 0, e.data.readCount) } : null;
    default:
      return current ?? null;
  }
}

import type { EventData } from '@pill/proto/events';
import type { SubmissionWebhookPayload } from '@pill/proto/webhook';

/** What the payload needs of a link: its anonymity threshold, when it has one. */
export interface ThresholdedLink {
  linkId: string;
  minResponses?: number;
}

const hourOf = (iso: string) => {
  const at = new Date(iso);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

/**
 * The body sent for one accepted submission. Until the link has `minResponses` submissions (this
 * one counted) the answers are withheld, as they are from the owner's own screens; the time is
 * the hour only.
 */
export function submissionPayload(
  link: ThresholdedLink,
  submissionCount: number,
  submission: Pick<EventData<'submission.received'>, 'submissionId' | 'submittedAt' | 'responses'>,
  now: Date,
): SubmissionWebhookPayload {
  const shown = submissionCount >= (link.minResponses ?? 1);
  return {
    type: 'submission.received',
    timestamp: now.toISOString(),
    data: {
      linkId: link.linkId,
      submissionId: submission.submissionId,
      submittedAt: hourOf(submission.submittedAt),
      answers: shown ? submission.responses.map((r) => ({ question: r.questionText, response: r.response })) : [],
    },
  };
}

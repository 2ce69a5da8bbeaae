import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { LIMITS, MESSAGES } from './limits';
import { isVisible, omittedWhenBlank, shownText, typedText } from './text';

/** POST /api/public/feedback-links/:shortCode/responses. */
export const SubmissionBody = z.object({
  responses: z
    .array(
      z.object({
        questionId: Id,
        // An answer with nothing visible is blank, and blank answers are dropped.
        response: typedText('answer')
          .max(LIMITS.maxResponseLength, MESSAGES.responseTooLong)
          .transform((v) => (isVisible(v) ? v : '')),
      }),
    )
    .max(LIMITS.maxQuestionsPerLink, 'Too many answers for this form.')
    .refine((list) => new Set(list.map((r) => r.questionId)).size === list.length, 'Each question can be answered once.'),
  respondentName: omittedWhenBlank(shownText('name').max(LIMITS.maxRespondentNameLength, MESSAGES.nameTooLong)),
  recaptchaToken: typedText('security token').max(4096).nullish(),
});
export type SubmissionBody = z.infer<typeof SubmissionBody>;

/** Idempotency-Key header of a public submit: a client-chosen random token. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Invalid Idempotency-Key header.');

/** The owner's view of one answer. */
export const OwnerResponse = z.object({
  id: Id,
  submissionId: Id,
  response: z.string(),
  question: z.object({ id: Id, text: z.string() }),
  respondentName: z.string().optional(),
  submittedAt: IsoDateTime,
  additionalFeedback: z.string().optional(),
});
export type OwnerResponse = z.infer<typeof OwnerResponse>;
export const OwnerResponseList = z.array(OwnerResponse);

export const SubmissionAccepted = z.object({ id: Id, submittedAt: IsoDateTime });
export type SubmissionAccepted = z.infer<typeof SubmissionAccepted>;

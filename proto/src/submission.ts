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

/** Pages of an owner's answers: how many by default and at most, and about how many bytes of JSON at most. */
export const RESPONSES_PAGE = { defaultLimit: 100, maxLimit: 500, maxBytes: 500_000 } as const;

/** An opaque position in the answers, from a previous page's `Link` header. */
export const ResponsesCursor = z
  .string()
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.');

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${RESPONSES_PAGE.maxLimit}.`;
const PageLimit = z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(RESPONSES_PAGE.maxLimit, LIMIT_MESSAGE);

/** The query of GET /api/feedback-links/:id/responses: one page of answers, optionally to one question. */
export const ResponsesQuery = z.object({
  limit: z
    .string(LIMIT_MESSAGE)
    .regex(/^\d{1,4}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(PageLimit)
    .default(RESPONSES_PAGE.defaultLimit),
  cursor: ResponsesCursor.optional(),
  questionId: Id.optional(),
});
export type ResponsesQuery = z.infer<typeof ResponsesQuery>;

/** Which page of answers a service is asked for. */
export const ResponsesPageRequest = z.object({
  limit: PageLimit.default(RESPONSES_PAGE.defaultLimit),
  cursor: ResponsesCursor.optional(),
  questionId: Id.optional(),
});
export type ResponsesPageRequest = z.infer<typeof ResponsesPageRequest>;

const Count = z.number().int().min(0);

/** Over all of a link's answers, whatever the page or question filter: answers, respondents and questions answered. */
export const ResponseTotals = z.object({ responses: Count, respondents: Count, questions: Count });
export type ResponseTotals = z.infer<typeof ResponseTotals>;

/** The response headers of every page of GET /api/feedback-links/:id/responses that tell the link's totals. */
export const TOTAL_HEADERS = {
  responses: 'X-Total-Count',
  respondents: 'X-Respondent-Count',
  questions: 'X-Question-Count',
} as const satisfies Record<keyof ResponseTotals, string>;

/** One page, newest first, the cursor of the next one (null on the last page) and the link's totals. */
export const ResponsesPage = z.object({ responses: z.array(OwnerResponse), next: ResponsesCursor.nullable(), totals: ResponseTotals });
export type ResponsesPage = z.infer<typeof ResponsesPage>;

export const SubmissionAccepted = z.object({ id: Id, submittedAt: IsoDateTime });
export type SubmissionAccepted = z.infer<typeof SubmissionAccepted>;

import { z } from 'zod';
import { ClosingRulesBody } from './closing';
import { Id, IsoDateTime } from './common';
import { LIMITS, MESSAGES } from './limits';
import { Question } from './question';
import { omittedWhenBlank, requiredShownText, shownText } from './text';

/** How many submissions a link needs before its owner sees answers and their analysis. */
export const MinResponses = z
  .number(MESSAGES.minResponsesRange)
  .int(MESSAGES.minResponsesRange)
  .min(LIMITS.minResponses.min, MESSAGES.minResponsesRange)
  .max(LIMITS.minResponses.max, MESSAGES.minResponsesRange);

/**
 * POST /api/feedback-links and PUT /api/feedback-links/:id. An absent `minResponses` is 1 on create
 * and the link's current value on update, so an older client never lowers a link's threshold.
 */
export const LinkBody = z.object({
  title: requiredShownText('title', MESSAGES.titleRequired).max(LIMITS.maxTitleLength, MESSAGES.titleTooLong),
  subtitle: omittedWhenBlank(
    shownText('subtitle', { error: 'The subtitle must be text.' }).max(LIMITS.maxSubtitleLength, MESSAGES.subtitleTooLong),
  ),
  questionIds: z
    .array(Id, { error: MESSAGES.questionRequired })
    .min(1, MESSAGES.questionRequired)
    .max(LIMITS.maxQuestionsPerLink, MESSAGES.tooManyQuestions)
    .refine((ids) => new Set(ids).size === ids.length, 'Each question can be chosen only once.'),
  ...ClosingRulesBody.shape,
  minResponses: MinResponses.optional(),
});
export type LinkBody = z.infer<typeof LinkBody>;

/** PATCH /api/feedback-links/:id. */
export const LinkActivationBody = z.object({ isActive: z.boolean({ error: 'isActive must be true or false.' }) });
export type LinkActivationBody = z.infer<typeof LinkActivationBody>;

export const LinkQuestion = z.object({ questionId: Id, question: Question.optional() });

/** The owner's view of a link. */
export const OwnerLink = z.object({
  id: Id,
  title: z.string(),
  subtitle: z.string().optional(),
  shortCode: z.string(),
  isActive: z.boolean(),
  createdAt: IsoDateTime,
  questions: z.array(LinkQuestion),
  maxResponses: z.number().int().optional(),
  closesAt: IsoDateTime.optional(),
  /** Past its closing time or response limit (the gateway tells it; the link service cannot count submissions). */
  isClosed: z.boolean().optional(),
  minResponses: MinResponses,
  /** Submissions that still hold an answer (the gateway adds it from the analysis service's counts). */
  responseCount: z.number().int().min(0).optional(),
  /** The hour (UTC) of the latest of them, once the link has reached its threshold. */
  lastResponseAt: IsoDateTime.optional(),
});
export type OwnerLink = z.infer<typeof OwnerLink>;

/** How much a link has heard, for the owner's dashboard: counts and an hour, never text. */
export const LinkActivity = z.object({
  linkId: Id,
  responses: z.number().int().min(0),
  lastResponseAt: IsoDateTime.optional(),
});
export type LinkActivity = z.infer<typeof LinkActivity>;
export const OwnerLinkList = z.array(OwnerLink);

/** The respondent's view of a link: nothing about the owner but the name they chose to show. */
export const PublicLink = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  creatorName: z.string().optional(),
  questions: z.array(z.object({ question: z.object({ id: Id, text: z.string(), subtext: z.string().optional() }) })),
});
export type PublicLink = z.infer<typeof PublicLink>;

/** Short codes: URL-safe, at least 8 characters. */
export const ShortCode = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, 'Invalid link');
export type ShortCode = z.infer<typeof ShortCode>;

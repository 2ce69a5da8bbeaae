import { z } from 'zod';
import { cleanDisplayName } from './text';

/** Ids are opaque strings; the bound keeps oversize or odd values out of every store. */
export const Id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');
export type Id = z.infer<typeof Id>;

export const IsoDateTime = z.string().datetime({ offset: true });

/** The body of every error answer; a moderation refusal adds its `ModerationRefusal` fields. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Why moderation refused a text: one kind per refusal. */
export const MODERATION_KINDS = ['threat', 'violence', 'self_harm', 'hate', 'harassment', 'sexual', 'personal_details'] as const;
export const ModerationKind = z.enum(MODERATION_KINDS);
export type ModerationKind = z.infer<typeof ModerationKind>;

/** A link's daily caps: how many submissions it takes a day, and how many bytes of answers. */
export const DailyCap = z.enum(['submissions', 'bytes']);
export type DailyCap = z.infer<typeof DailyCap>;

/** What a moderation refusal concerns: the answer to one question, the respondent's name, or a conversation message. */
export const ModerationRefusal = z.discriminatedUnion('field', [
  z.object({ kind: ModerationKind, field: z.literal('response'), questionId: Id }),
  z.object({ kind: ModerationKind, field: z.literal('respondentName') }),
  z.object({ kind: ModerationKind, field: z.literal('text') }),
]);
export type ModerationRefusal = z.infer<typeof ModerationRefusal>;

/**
 * Stable error codes carried across process boundaries (an `instanceof` does not survive them).
 * The gateway alone maps them to HTTP statuses.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'MODERATION_REFUSED',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** What a request/reply handler answers when it refuses: `{ error: { code, message, refusal? } }`. */
export const RemoteError = z.object({ code: ErrorCode, message: z.string(), refusal: ModerationRefusal.optional() });
export type RemoteError = z.infer<typeof RemoteError>;

/** The signed-in owner, as the gateway passes it to the services. */
export const Owner = z.object({
  ownerId: Id,
  ownerName: z.string().max(200).transform(cleanDisplayName).optional(),
});
export type Owner = z.infer<typeof Owner>;

import { z } from 'zod';
import { Id, IsoDateTime } from './common';

/** How many webhooks one link may have: each accepted submission is sent to every one of them. */
export const MAX_WEBHOOKS_PER_LINK = 5;

/** POST /api/feedback-links/:id/webhooks. Where the target may point is checked by the submission service. */
export const WebhookBody = z.object({
  url: z
    .string({ error: 'Enter the address that should receive submissions.' })
    .trim()
    .min(1, 'Enter the address that should receive submissions.')
    .max(2000, 'This address is too long (at most 2000 characters).')
    .url('Enter a full address, such as https://example.com/hooks/pill.'),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

/** A webhook as its owner lists it: never its secret. */
export const Webhook = z.object({ id: Id, url: z.string(), createdAt: IsoDateTime });
export type Webhook = z.infer<typeof Webhook>;

/** The answer to a registration: the signing secret (`whsec_` + base64), shown this once. */
export const WebhookCreated = z.object({ id: Id, url: z.string(), secret: z.string().startsWith('whsec_') });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

export const DeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

/** One entry of a webhook's delivery log: how sending one submission went, never what it said. */
export const WebhookDelivery = z.object({
  id: z.string(),
  submissionId: Id,
  attempts: z.number().int().min(0),
  status: DeliveryStatus,
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** The body POSTed to a webhook for each accepted submission (Standard Webhooks). */
export interface SubmissionWebhookPayload {
  type: 'submission.received';
  timestamp: string;
  data: {
    linkId: string;
    submissionId: string;
    /** Rounded down to the hour (UTC): the exact time could tell who wrote it. */
    submittedAt: string;
    answers: Array<{ question: string; response: string }>;
  };
}

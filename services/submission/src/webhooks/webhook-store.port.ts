import type { DeliveryStatus } from '@pill/proto/webhook';

/** A registered webhook with its signing secret: kept only here, never in an event. */
export interface StoredWebhook {
  id: string;
  linkId: string;
  url: string;
  secret: string;
  createdAt: string;
}

/** One submission to send to one webhook, and how sending it went. Times are ISO strings (UTC). */
export interface StoredDelivery {
  id: string;
  webhookId: string;
  linkId: string;
  submissionId: string;
  /** The signed body; emptied once the delivery is settled, so answers are not kept for it. */
  body: string;
  attempts: number;
  status: DeliveryStatus;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  updatedAt: string;
}

/** The outcome of one attempt. */
export type DeliveryOutcome = Pick<StoredDelivery, 'attempts' | 'status' | 'lastStatusCode' | 'lastError' | 'nextAttemptAt' | 'updatedAt'>;

/**
 * Webhooks and their pending deliveries. The submission service's own store (SQLite embedded,
 * MongoDB in the cluster), so deliveries survive a restart and replicas share them.
 */
export interface WebhookStore {
  /** Adds the webhook unless the link already has `limit`; false when it has. */
  addWebhook(webhook: StoredWebhook, limit: number): Promise<boolean>;
  webhooksOfLink(linkId: string): Promise<StoredWebhook[]>;
  /** Removes the webhook of this link and its deliveries; false when the link has no such webhook. */
  removeWebhook(linkId: string, webhookId: string): Promise<boolean>;
  /** Adds deliveries; one whose id is already stored is left as it is. */
  enqueue(deliveries: StoredDelivery[]): Promise<void>;
  /**
   * Takes up to `limit` pending deliveries due at `now` that nobody holds, and holds them until
   * `leaseUntil`: another process (replica) does not take them meanwhile.
   */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<StoredDelivery[]>;
  /** Records an attempt and lets go of the delivery; a settled one loses its body. */
  settle(id: string, outcome: DeliveryOutcome): Promise<void>;
  /** The webhook's latest deliveries, most recently updated first. */
  deliveriesOf(webhookId: string, limit: number): Promise<StoredDelivery[]>;
  /** The link is gone: its webhooks and deliveries too. */
  eraseLink(linkId: string): Promise<void>;
  /** The submission was erased or changed: its deliveries not yet made are dropped. */
  dropPending(submissionId: string): Promise<void>;
  close(): Promise<void>;
}

export const WEBHOOK_STORE = Symbol('WebhookStore');

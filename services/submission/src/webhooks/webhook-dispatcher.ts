import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { afterAttempt } from './backoff';
import { signedHeaders } from './signature';
import { pinTarget, RefusedTarget } from './target-policy';
import { ATTEMPT_TIMEOUT_MS, postJson } from './webhook-request';
import { WEBHOOK_SETTINGS, type WebhookSettings } from './webhook-settings';
import { WEBHOOK_STORE, type StoredDelivery, type WebhookStore } from './webhook-store.port';
import { WebhookOutbox } from './webhook-outbox';
import { SubmissionMetrics } from '../submission-metrics';

/** Held a while longer than an attempt may take, so a replica that dies mid-send frees it soon after. */
const LEASE_MS = ATTEMPT_TIMEOUT_MS * 3;
const BATCH = 20;

/**
 * Sends due deliveries: at start (what a stopped process left pending), when a submission queued
 * some, and every `pollMs`. Each replica claims deliveries with a lease, so one sends each at a time.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(WEBHOOK_STORE) private readonly store: WebhookStore,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    outbox: WebhookOutbox,
    @Optional() private readonly metrics?: SubmissionMetrics,
  ) {
    outbox.onQueued = () => this.wake();
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.settings.pollMs);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.store.close();
  }

  /** Runs a round now, or right after the one in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((err: unknown) => this.logger.warn({ err }, 'webhook deliveries not sent this round'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends what is due now, a batch at a time, until nothing due is left unclaimed. */
  async sendDue(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
      const due = await this.store.claimDue(now.toISOString(), leaseUntil, BATCH);
      await Promise.all(due.map((d) => this.attempt(d)));
      if (due.length < BATCH || this.stopped) return;
    }
  }

  private async attempt(delivery: StoredDelivery): Promise<void> {
    const webhook = (await this.store.webhooksOfLink(delivery.linkId)).find((w) => w.id === delivery.webhookId);
    if (!webhook) return;
    const url = new URL(webhook.url);
    let result: { statusCode: number | null; error: string | null };
    try {
      const pinned = await pinTarget(url, this.settings.resolve, this.settings.policy);
      result = await postJson(url, pinned, signedHeaders(webhook.secret, delivery.id, this.clock.now(), delivery.body), delivery.body);
    } catch (error) {
      if (error instanceof RefusedTarget) return this.refuse(delivery, error.message);
      result = { statusCode: null, error: `the address could not be resolved (${(error as Error).message})` };
    }
    const outcome = afterAttempt(delivery.attempts, result, this.clock.now(), this.settings.retryBaseMs);
    await this.store.settle(delivery.id, outcome);
    this.metrics?.webhookDeliveries.inc({ outcome: outcome.status === 'pending' ? 'retrying' : outcome.status });
    if (outcome.status !== 'delivered') {
      this.logger.info({ webhookId: webhook.id, attempts: outcome.attempts, status: outcome.status }, 'webhook attempt failed');
    }
  }

  /** Where a target points is no passing failure: retrying would only find the same address. */
  private async refuse(delivery: StoredDelivery, reason: string): Promise<void> {
    const updatedAt = this.clock.now().toISOString();
    const failed = { status: 'failed', lastStatusCode: null, lastError: reason, nextAttemptAt: null, updatedAt } as const;
    await this.store.settle(delivery.id, { ...failed, attempts: delivery.attempts + 1 });
    this.metrics?.webhookDeliveries.inc({ outcome: 'failed' });
  }
}

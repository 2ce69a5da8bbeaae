import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { CONFIG, type Config } from '@pill/platform/config';
import { isDomainError } from '@pill/platform/errors';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { ANALYSIS, LINK } from '@pill/proto/messages';
import { MAILER, type Mailer } from '../mail/mailer';
import { noticeMail } from './notification-mail';
import { decideNotice, slotAfter, type LinkActivity } from './notification-rules';
import { NOTIFICATION_STORE, type NotificationRecord, type NotificationStore } from './notification-store.port';

/** Records handled per check; the rest wait for the next one. */
const BATCH = 200;

/** Why a mail failed, without the message: an SMTP refusal may quote the recipient's address. */
const failure = (err: unknown) => ({ name: (err as Error)?.name, code: (err as { code?: unknown })?.code });

/**
 * Checks every NOTIFY_CHECK_MS which links' slots have come and mails their owners. Each gateway
 * replica checks; claiming the slot in the store lets one of them send.
 */
@Injectable()
export class NotificationScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(NOTIFICATION_STORE) private readonly store: NotificationStore,
    @Inject(MAILER) private readonly mailer: Mailer | null,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly remote: RemoteCaller,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mailer) return;
    this.timer = setInterval(() => this.tick(), this.config.NOTIFY_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.check(this.clock.now())
      .catch((err: unknown) => this.logger.warn({ err: failure(err) }, 'notification check failed'))
      .finally(() => (this.running = undefined));
  }

  /** One check at `now`: every due record is mailed about, or moved to its next slot. */
  async check(now: Date): Promise<void> {
    const due = await this.store.listDue(now.toISOString(), BATCH);
    const byOwner = new Map<string, NotificationRecord[]>();
    for (const record of due) byOwner.set(record.ownerId, [...(byOwner.get(record.ownerId) ?? []), record]);
    for (const [ownerId, records] of byOwner) {
      const byLink = await this.countsOf(ownerId, records);
      if (!byLink) continue;
      for (const record of records) {
        const seen = byLink.get(record.linkId);
        await (seen ? this.handle(record, seen, now) : this.withoutCount(record, now));
      }
    }
  }

  /** The links' counts, or nothing while the analysis service cannot say (the slots wait for the next check). */
  private async countsOf(ownerId: string, records: NotificationRecord[]) {
    try {
      const activity = await this.remote.call(ANALYSIS.activity, { ownerId, linkIds: records.map((r) => r.linkId) });
      return new Map(activity.map((a) => [a.linkId, a]));
    } catch (err) {
      this.logger.warn({ err: failure(err) }, 'notification counts unavailable');
      return undefined;
    }
  }

  /**
   * The analysis service does not know the link (yet, or any more): its count is not zero but unknown,
   * so the slot passes keeping the count of the last mail; a deleted link's record goes.
   */
  private async withoutCount(record: NotificationRecord, now: Date): Promise<void> {
    try {
      await this.remote.call(LINK.get, { ownerId: record.ownerId, linkId: record.linkId });
    } catch (err) {
      if (isDomainError(err) && err.code === 'NOT_FOUND') await this.store.delete(record.linkId);
      return;
    }
    await this.store.claim(record.linkId, record.dueAt, slotAfter(record, now, this.config.NOTIFY_SLOTS).toISOString());
  }

  private async handle(record: NotificationRecord, activity: LinkActivity, now: Date): Promise<void> {
    const decision = decideNotice(record, activity, now, this.config.NOTIFY_SLOTS);
    if (decision.kind === 'not-due' || !this.mailer) return;
    if (!(await this.store.claim(record.linkId, record.dueAt, decision.nextDueAt.toISOString()))) return;
    if (decision.kind === 'wait') {
      if (decision.lastCount !== record.lastCount) await this.store.setLastCount(record.linkId, decision.lastCount);
      return;
    }
    try {
      const link = await this.remote.call(LINK.get, { ownerId: record.ownerId, linkId: record.linkId });
      const origin = this.config.PUBLIC_ORIGIN ?? `http://localhost:${this.config.PORT}`;
      const { newResponses } = decision;
      const { email: to, linkId, mode } = record;
      await this.mailer.send(noticeMail({ to, title: link.title, linkId, mode, newResponses, origin }));
      await this.store.setLastCount(record.linkId, decision.lastCount);
    } catch (err) {
      if (isDomainError(err) && err.code === 'NOT_FOUND') return this.store.delete(record.linkId);
      // The count stays where it was, so the next slot's mail includes these responses.
      this.logger.warn({ linkId: record.linkId, err: failure(err) }, 'notification mail not sent');
    }
  }
}

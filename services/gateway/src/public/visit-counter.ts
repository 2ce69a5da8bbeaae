import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { LINK } from '@pill/proto/messages';
import { clientKeying } from '../http/client-key';

const HOUR_MS = 3_600_000;
/** Views remembered at most; past it the oldest are forgotten (and may count again). */
const MAX_REMEMBERED = 500_000;

/**
 * Counts public views per link, once per client (an IPv6 client is its /64) and link an hour, and
 * hands them to the link service four times a second, so a busy link costs one event per quarter
 * second instead of one per view. Who viewed is remembered only as a salted hash held in memory;
 * a crash of the gateway can lose at most the last quarter second of counts.
 */
@Injectable()
export class VisitCounter implements OnModuleDestroy {
  private pending = new Map<string, number>();
  /** Salted hash of client and link → when its hour ends; in the order they end. */
  private readonly seen = new Map<string, number>();
  private readonly key = clientKeying();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly remote: RemoteCaller,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.timer = setInterval(() => void this.flush(), 250);
    this.timer.unref();
  }

  /** `client` is the viewer's address, used only through the salted key. */
  count(linkId: string, client: string): void {
    const now = this.clock.now().getTime();
    const key = `${this.key(client)}:${linkId}`;
    if ((this.seen.get(key) ?? 0) > now) return;
    this.seen.delete(key);
    this.seen.set(key, now + HOUR_MS);
    for (const [k, until] of this.seen) {
      if (until > now && this.seen.size <= MAX_REMEMBERED) break;
      this.seen.delete(k);
    }
    this.pending.set(linkId, (this.pending.get(linkId) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    await Promise.all(
      [...batch].map(([linkId, count]) =>
        this.remote.call(LINK.recordVisit, { linkId, count }).catch((err: unknown) => {
          // A deleted link's views are dropped; anything else is retried on the next flush.
          if ((err as { code?: string }).code !== 'NOT_FOUND') this.pending.set(linkId, (this.pending.get(linkId) ?? 0) + count);
          this.logger.debug({ err }, 'visits not recorded yet');
        }),
      ),
    );
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

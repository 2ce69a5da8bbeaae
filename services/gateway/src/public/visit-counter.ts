import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { LINK } from '@pill/proto/messages';

/**
 * Counts public views per link and hands them to the link service four times a second, so a
 * busy link costs one event per quarter second instead of one per view. Nothing about the
 * visitor is kept; a crash of the gateway can lose at most the last quarter second of counts.
 */
@Injectable()
export class VisitCounter implements OnModuleDestroy {
  private pending = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly remote: RemoteCaller, @Inject(LOGGER) private readonly logger: Logger) {
    this.timer = setInterval(() => void this.flush(), 250);
    this.timer.unref();
  }

  count(linkId: string): void {
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

import { Inject, Injectable } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure, type ServiceName } from '@pill/platform/infrastructure';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { TOPICS } from '@pill/proto/topics';

/** The services that show each kind of owner write, from their own projections of its events. */
const READERS = {
  [TOPICS.link]: ['submission', 'analysis', 'gateway'],
  [TOPICS.question]: ['link', 'submission', 'gateway'],
  [TOPICS.submission]: ['analysis'],
  // An account's erasure starts where its links and questions are kept; their own events follow.
  [TOPICS.account]: ['link', 'question'],
} satisfies Record<string, ServiceName[]>;

/** How long an owner's write waits for those services before it is answered anyway. */
export const READERS_WAIT_MS = 5_000;

/**
 * Each service keeps its own view of other services' facts, filled from events, so a read right
 * after a write could miss it. An owner's write is answered once the services that show it have
 * read its event: the owner's next page (and the public form) already shows the change. A slow
 * reader delays the answer by at most READERS_WAIT_MS; the write itself is stored either way.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async written<T>(topic: keyof typeof READERS, write: () => Promise<T>): Promise<T> {
    const mark = await this.infra.markLog([topic]);
    const result = await write();
    const readers = READERS[topic];
    if (!(await mark.readBy(readers, READERS_WAIT_MS))) {
      this.logger.warn({ topic, readers }, 'a write was answered before every service showing it had read its event');
    }
    return result;
  }
}

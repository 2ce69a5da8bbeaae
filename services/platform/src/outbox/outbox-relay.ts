import { topicOf, type PillEventType } from '@pill/proto/events';
import type { EventStore } from '../event-store/event-store.port';
import type { Logger } from '../logger';
import type { EventPublisher } from '../transport/event-publisher';
import { contextOf, inSpan, SpanKind } from '../tracing/spans';

const BATCH = 500;

/**
 * The event store is the outbox: events are stored first, then published at least once by this
 * relay, which remembers the last published position. Over a volatile broker (embedded) it
 * republishes from the start so the consumers' in-memory projections rebuild.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  /** The flush after the one under way, shared by every poke made meanwhile. */
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private position = 0,
  ) {}

  static async start(
    store: EventStore,
    publisher: EventPublisher,
    logger: Logger,
    fromBeginning: boolean,
    pollMs = 500,
  ): Promise<OutboxRelay> {
    const relay = new OutboxRelay(store, publisher, logger, fromBeginning ? 0 : await store.publishedPosition());
    await relay.flush();
    relay.timer = setInterval(() => relay.poke(), pollMs);
    relay.timer.unref();
    return relay;
  }

  /**
   * Publishes what is pending now; called right after each append and on a timer. Resolves once
   * a flush that started after the call has ended, so what was appended before it is on the bus
   * (unless publishing failed: then the timer retries).
   */
  poke(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.running) {
      this.running = this.flush()
        .catch((err: unknown) => this.logger.warn({ err }, 'outbox publish failed; will retry'))
        .finally(() => (this.running = null));
      return this.running;
    }
    // The flush under way may have read the store before this append: the next one will not have.
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.poke();
    });
    return this.queued;
  }

  /** The position of the last event this relay published. */
  get published(): number {
    return this.position;
  }

  async flush(): Promise<void> {
    for (;;) {
      const batch = await this.store.readAll(this.position, BATCH);
      if (batch.length === 0) return;
      for (const event of batch) {
        const topic = topicOf(event.type as PillEventType);
        const attributes = { 'messaging.operation.type': 'send', 'messaging.destination.name': topic };
        // A span of the trace that stored the event, however much later the relay publishes it.
        const parent = contextOf(event.metadata);
        await inSpan(`publish ${event.type}`, { kind: SpanKind.PRODUCER, attributes, parent }, () => this.publisher.publish(topic, event));
        this.position = event.position;
      }
      await this.store.markPublished(this.position);
      if (batch.length < BATCH) return; // a short page was the end: no second read to learn it
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

import { topicOf, type PillEventType } from '@pill/proto/events';
import type { EventStore, StoredEvent } from '../event-store/event-store.port';
import type { Logger } from '../logger';
import type { EventPublisher } from '../transport/event-publisher';
import { contextOf, inSpan, SpanKind } from '../tracing/spans';

const BATCH = 500;
/** Appended events kept for publishing without a read, at most. */
const REMEMBERED = 10_000;

/**
 * The event store is the outbox: events are stored first, then published at least once by this
 * relay, which remembers the last published position. Over a volatile broker (embedded) it
 * republishes from the start so the consumers' in-memory projections rebuild.
 *
 * What this process appends it also hands over (poke): while those events follow on from the
 * last published position they go out without reading the store, which in the cluster is a query
 * on the shared database. The store is read when they do not follow on (another replica's events,
 * a gap), and on the timer, which catches what a crashed replica left unpublished.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  /** The flush after the one under way, shared by every poke made meanwhile. */
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Events appended here and not yet published, by position. */
  private readonly appended = new Map<number, StoredEvent>();

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
  poke(appended: StoredEvent[] = []): Promise<void> {
    if (this.stopped) return Promise.resolve();
    for (const event of appended) if (this.appended.size < REMEMBERED) this.appended.set(event.position, event);
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
      const remembered = this.followingOn();
      const batch = remembered.length > 0 ? remembered : await this.store.readAll(this.position, BATCH);
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
      for (const position of this.appended.keys()) if (position <= this.position) this.appended.delete(position);
      // A short page was the end: no second read to learn it. After remembered events, what
      // others appended meanwhile is the timer's.
      if (remembered.length > 0 || batch.length < BATCH) return;
    }
  }

  /** The remembered events that follow on from the last published position, in order. */
  private followingOn(): StoredEvent[] {
    const run: StoredEvent[] = [];
    for (let next = this.appended.get(this.position + 1); next && run.length < BATCH; next = this.appended.get(next.position + 1))
      run.push(next);
    return run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

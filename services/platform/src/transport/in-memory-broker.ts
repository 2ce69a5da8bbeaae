/**
 * The embedded broker: what Kafka does for the cluster, inside one process. Topics keep their
 * whole log (the event stores re-publish it at start, so projections rebuild), each consumer
 * group reads every topic in order at its own offset, and request/reply goes to the one handler
 * of a pattern. Every message is serialised through JSON, exactly as it would cross Kafka.
 */
import { DeliveryInterrupted, deliverEvent, type DeliveryOutcome, type RetryPolicy } from '../kafka/event-delivery';
import { describeFailure } from '../kafka/event-failures';
import { createLogger, type Logger } from '../logger';
import { eventIds } from './received-event';

export type EventConsumer = (event: unknown) => Promise<void>;
export type RequestHandler = (payload: unknown) => Promise<unknown>;
/** A message a group skipped: where it was and why, never its data. */
export interface DeadLetter {
  group: string;
  topic: string;
  kind: Extract<DeliveryOutcome, { delivered: false }>['kind'];
}

interface Group {
  id: string;
  offsets: Map<string, number>;
  consumers: Map<string, EventConsumer>;
  draining: boolean;
  /** Unsubscribed (its server closed): a delivery waiting out a failure stops. */
  closed: boolean;
}

/**
 * Kafka's delivery rules at in-process speed: a transient failure (a version race) is retried
 * until it passes or the group closes, an unknown one five times (about 300 ms), poison never.
 */
const IN_PROCESS_RETRY: RetryPolicy = { unknownAttempts: 5, baseDelayMs: 20, maxDelayMs: 1_000, heartbeatEveryMs: 50 };
const NO_HEARTBEAT = async () => undefined;

const roundTrip = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

interface TopicLog {
  /** Absolute offset of items[0]: consumed messages are dropped once trimming is on. */
  base: number;
  items: string[];
}

export class InMemoryBroker {
  /** Told of each skipped message, so the process's metrics count it (see EmbeddedInfrastructure). */
  onDeadLetter?: (deadLetter: DeadLetter) => void;

  constructor(private readonly logger: Logger = createLogger('in-process-broker')) {}

  private readonly logs = new Map<string, TopicLog>();
  private trimming = false;
  private readonly groups = new Map<string, Group>();
  private readonly handlers = new Map<string, RequestHandler>();
  private readonly idleWaiters: Array<() => void> = [];
  private busy = 0;

  handle(pattern: string, handler: RequestHandler): void {
    this.handlers.set(pattern, handler);
  }

  unhandle(pattern: string): void {
    this.handlers.delete(pattern);
  }

  async request(pattern: string, payload: unknown): Promise<unknown> {
    const handler = this.handlers.get(pattern);
    if (!handler) throw new Error(`No handler for ${pattern}`);
    return roundTrip(await handler(roundTrip(payload)));
  }

  publish(topic: string, message: unknown): void {
    const log = this.log(topic);
    log.items.push(JSON.stringify(message));
    for (const [, group] of this.groups) if (group.consumers.has(topic)) this.drain(group);
  }

  subscribe(groupId: string, topic: string, consumer: EventConsumer): void {
    const group = this.groups.get(groupId) ?? { id: groupId, offsets: new Map(), consumers: new Map(), draining: false, closed: false };
    this.groups.set(groupId, group);
    group.consumers.set(topic, consumer);
    if (!group.offsets.has(topic)) group.offsets.set(topic, 0);
    this.drain(group);
  }

  unsubscribeGroup(groupId: string): void {
    const group = this.groups.get(groupId);
    if (group) group.closed = true;
    this.groups.delete(groupId);
  }

  /**
   * From now on, what every consumer group has read is dropped, like Kafka's retention: memory
   * stays bounded and an erased answer does not linger here. Call once all groups subscribed.
   */
  startTrimming(): void {
    this.trimming = true;
    for (const topic of this.logs.keys()) this.trim(topic);
  }

  /** Messages held for a topic (for tests and metrics). */
  retained(topic: string): number {
    return this.logs.get(topic)?.items.length ?? 0;
  }

  private log(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) {
      log = { base: 0, items: [] };
      this.logs.set(topic, log);
    }
    return log;
  }

  private trim(topic: string): void {
    const log = this.logs.get(topic);
    if (!log) return;
    let consumed = log.base + log.items.length;
    for (const group of this.groups.values()) if (group.consumers.has(topic)) consumed = Math.min(consumed, group.offsets.get(topic) ?? 0);
    if (consumed > log.base) {
      log.items.splice(0, consumed - log.base);
      log.base = consumed;
    }
  }

  /** True once every group reading each of `topics` has consumed what its log held at the call. */
  async consumed(topics: string[], timeoutMs: number): Promise<boolean> {
    const ends = topics.map((topic) => [topic, this.log(topic).base + this.log(topic).items.length] as const);
    const behind = () =>
      ends.some(([topic, end]) => [...this.groups.values()].some((g) => g.consumers.has(topic) && (g.offsets.get(topic) ?? 0) < end));
    for (const until = Date.now() + timeoutMs; behind();) {
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return true;
  }

  /** Resolves once every group has consumed everything published so far. */
  whenIdle(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private drain(group: Group): void {
    if (group.draining) return;
    this.busy++;
    group.draining = true;
    void (async () => {
      await Promise.resolve();
      try {
        let progressed = true;
        while (progressed) {
          progressed = false;
          for (const [topic, consumer] of group.consumers) {
            const log = this.log(topic);
            let offset = Math.max(group.offsets.get(topic) ?? 0, log.base);
            while (offset < log.base + log.items.length) {
              await this.deliver(group, topic, consumer, JSON.parse(log.items[offset - log.base]));
              offset++;
              group.offsets.set(topic, offset);
              progressed = true;
            }
            if (this.trimming) this.trim(topic);
          }
        }
      } catch (error) {
        // The group closed while a delivery waited: that message stays unread, as in Kafka.
        if (!(error instanceof DeliveryInterrupted)) throw error;
      } finally {
        group.draining = false;
        this.busy--;
        if (this.busy === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
      }
    })();
  }

  /** Messages skipped (poison, or an unknown failure that kept coming back), so one cannot stall a group. */
  deadLetters = 0;

  /** At-least-once: a failing consumer is retried with a short backoff, as the Kafka servers do it. */
  private async deliver(group: Group, topic: string, consumer: EventConsumer, message: unknown): Promise<void> {
    const outcome = await deliverEvent(
      () => consumer(message),
      { heartbeat: NO_HEARTBEAT, stopping: () => group.closed },
      IN_PROCESS_RETRY,
    );
    if (outcome.delivered) return;
    this.deadLetters++;
    this.onDeadLetter?.({ group: group.id, topic, kind: outcome.kind });
    // Logged with ids only: an event's data may hold a respondent's words.
    const { kind, attempts } = outcome;
    this.logger.error(
      { group: group.id, topic, ...eventIds(message), kind, attempts, error: describeFailure(outcome.error) },
      'event skipped (dead letter)',
    );
  }
}

import { ServerKafka, type ReadPacket } from '@nestjs/microservices';
import type { KafkaContext } from '@nestjs/microservices';
import type { Consumer } from '@nestjs/microservices/external/kafka.interface';
import { Partitioners, type EachBatchPayload, type EachMessagePayload } from 'kafkajs';
import type { ServiceName } from '../infrastructure';
import { createLogger } from '../logger';
import { eventIds, readEvent, type ReceivedEvent } from '../transport/received-event';
import { ConsumerHealth, type Assignment } from './consumer-health';
import { deliverEvent, type DeliveryOutcome } from './event-delivery';
import { describeFailure } from './event-failures';
import { FETCH_MAX_WAIT_MS, kafkaClientConfig, type KafkaSettings } from './kafka-options';
import type { KafkaMetrics } from './kafka-metrics';
import { DEFAULT_NAMESPACE, namespaceOf, PillKafkaSerializer } from './kafka-serializer';
import { whenFetching } from './ready-consumer';
import { withStartupRetries } from './startup-retry';

/**
 * Callers give up after 10 s (RemoteCaller). A request older than this, e.g. one that waited out a
 * broker restart, has nobody waiting for its reply: running it would act behind the user's back
 * (a link created twice after a retry). The margin covers clock skew between hosts.
 */
export const ABANDONED_REQUEST_MS = 15_000;

/** Requests one process handles side by side, at most. */
export const REQUESTS_IN_PARALLEL = 32;

/**
 * Nest's Kafka transport for one service: its consumer group is the service name (Nest appends
 * `-server`), so replicas share requests and each event is handled once per service.
 */
export class PillKafkaServer extends ServerKafka {
  private readonly log = createLogger('kafka-server');
  private subscribedEventTopics: string[] = [];
  private stopping = false;
  /** Requests get a consumer of their own when there are events too (see bindEvents). */
  private requestConsumer: Consumer | undefined;
  /** Requests started and not yet answered (see handleRequests). */
  private readonly requestsRunning = new Set<Promise<void>>();
  private readonly eventHealth = new ConsumerHealth();
  private readonly requestHealth = new ConsumerHealth();

  constructor(
    settings: KafkaSettings,
    readonly service: ServiceName,
    group: string = service,
    private readonly namespace = DEFAULT_NAMESPACE,
    private readonly metrics?: KafkaMetrics,
  ) {
    super({
      client: kafkaClientConfig(settings, group),
      // A SIGKILLed member holds its partitions until its session expires: keep that short.
      consumer: {
        groupId: group,
        sessionTimeout: 10_000,
        heartbeatInterval: 2_000,
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
        allowAutoTopicCreation: false,
      },
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
      // Partitions are consumed side by side; order within one partition (one aggregate) holds.
      run: { partitionsConsumedConcurrently: settings.partitions },
      serializer: new PillKafkaSerializer(namespace),
    });
  }

  get consumerGroup(): string {
    return this.groupId;
  }

  get eventTopics(): string[] {
    return this.subscribedEventTopics;
  }

  /** The partitions this replica was given in its group when it last joined. */
  get eventAssignment(): Assignment {
    return this.eventHealth.assignment;
  }

  /** The group of the request consumer, when requests have their own. */
  private get requestGroup(): string {
    return `${this.groupId}-requests`;
  }

  /** This server's consumers and their state, for probes and metrics. */
  consumers(): Array<{ group: string; health: ConsumerHealth }> {
    return [
      { group: this.groupId, health: this.eventHealth },
      ...(this.requestConsumer ? [{ group: this.requestGroup, health: this.requestHealth }] : []),
    ];
  }

  override registerConsumerEventListeners(): void {
    super.registerConsumerEventListeners();
    if (this.consumer) this.eventHealth.watch(this.consumer);
  }

  /** A handler waiting out a failure stops at once; its event stays uncommitted for the next owner. */
  override async close(): Promise<void> {
    this.stopping = true;
    await this.requestConsumer?.disconnect();
    await Promise.all(this.requestsRunning); // their replies still go out
    this.requestConsumer = undefined;
    await super.close();
  }

  /**
   * A new group reads event topics from the beginning (projections need the whole history) and
   * request topics from now on (old commands must not run again). Listening completes once the
   * groups have joined and fetched, so no request sent after `listen()` is missed.
   *
   * Requests and events use separate consumers: kafkajs fetches again only when every partition
   * of the last fetch is done, so a projection catching up after a restart, or holding its
   * partition through a MongoDB failover, would otherwise hold every request behind it.
   */
  override async bindEvents(consumer: Consumer): Promise<void> {
    const events: string[] = [];
    const requests: string[] = [];
    for (const [pattern, handler] of this.messageHandlers) (handler.isEventHandler ? events : requests).push(String(pattern));
    this.subscribedEventTopics = events;
    const runs: Array<Promise<void>> = [];
    if (events.length > 0) runs.push(this.consume(consumer, events, true));
    if (requests.length > 0 && events.length === 0) runs.push(this.consume(consumer, requests, false));
    if (requests.length > 0 && events.length > 0) {
      const requestConsumer = this.client!.consumer({ ...(this.options.consumer ?? {}), groupId: this.requestGroup });
      this.requestConsumer = requestConsumer;
      this.requestHealth.watch(requestConsumer);
      await withStartupRetries(() => requestConsumer.connect(), { onRetry: this.retrying });
      runs.push(this.consume(requestConsumer, requests, false));
    }
    await Promise.all(runs);
  }

  private async consume(consumer: Consumer, topics: string[], fromBeginning: boolean): Promise<void> {
    // Right after topics are created, or while the group coordinator loads, Kafka asks to come back later.
    await withStartupRetries(() => consumer.subscribe({ topics, fromBeginning }), { onRetry: this.retrying });
    const fetching = whenFetching(consumer);
    const run = this.options.run ?? {};
    if (fromBeginning) await consumer.run({ ...run, eachMessage: this.getMessageHandler() });
    else await consumer.run({ ...run, eachBatch: (payload) => this.handleRequests(payload) });
    await fetching;
  }

  /**
   * Requests need no order: each caller waits for its own reply, and two requests about the same
   * thing meet in the event store's version check. So a request is started as it is fetched and
   * the partition moves on without waiting for its reply: a burst no longer queues behind the
   * slowest request of its partition. At most REQUESTS_IN_PARALLEL run at once; past that the
   * fetch waits for one to end. The offset is committed once the request has started, so a
   * request whose replica dies while handling it is not run again by another: its caller's
   * timeout answers for it, as it would for one waiting behind it (ABANDONED_REQUEST_MS).
   * A request that cannot even be read is logged and passed over.
   */
  private async handleRequests({ batch, heartbeat, pause }: EachBatchPayload): Promise<void> {
    for (const message of batch.messages) {
      while (this.requestsRunning.size >= REQUESTS_IN_PARALLEL) await Promise.race(this.requestsRunning);
      const payload = { topic: batch.topic, partition: batch.partition, message, heartbeat, pause };
      const running: Promise<void> = this.handleMessage(payload)
        .then(
          () => undefined,
          (err: unknown) =>
            this.log.error({ topic: batch.topic, offset: message.offset, error: describeFailure(err) }, 'request not handled'),
        )
        .finally(() => this.requestsRunning.delete(running));
      this.requestsRunning.add(running);
    }
  }

  private readonly retrying = (err: unknown, attempt: number, delayMs: number) =>
    this.log.warn({ err, attempt, delayMs, group: this.groupId }, 'Kafka is not ready for this consumer yet; retrying');

  /**
   * Several installs (and test runs) may share one Kafka: another namespace's events and requests
   * are passed over here, without touching this install's read models.
   */
  override async handleMessage(payload: EachMessagePayload): Promise<unknown> {
    if (namespaceOf(payload.message.headers as Record<string, unknown>) !== this.namespace) return undefined;
    const ageMs = Date.now() - Number(payload.message.timestamp);
    if (!this.subscribedEventTopics.includes(payload.topic) && ageMs > ABANDONED_REQUEST_MS) {
      this.metrics?.abandonedRequests.inc({ group: this.groupId, topic: payload.topic });
      this.log.warn({ topic: payload.topic, ageMs }, 'request dropped: its caller gave up');
      return undefined;
    }
    return super.handleMessage(payload as never);
  }

  /**
   * At least once, and nothing lost through a failover: a transient failure (MongoDB, network,
   * timeouts) is retried with backoff while the partition waits uncommitted; only a message that
   * can never be handled, or an unknown failure that keeps coming back, is skipped and counted.
   */
  override async handleEvent(pattern: string, packet: ReadPacket, context: KafkaContext): Promise<unknown> {
    // A request sent without reply headers lands here too: fire and forget, as Nest does it.
    if (!this.subscribedEventTopics.includes(pattern)) return super.handleEvent(pattern, packet, context);
    const where = { topic: pattern, partition: context.getPartition(), offset: context.getMessage().offset };
    const about = { ...where, ...eventIds(packet.data) };
    // What is not an event of this topic's contract (unparseable, off-schema, an unknown version) is poison: skipped at once, counted.
    let event: ReceivedEvent;
    try {
      event = readEvent(packet.data, pattern);
    } catch (error) {
      this.deadLetter(about, { delivered: false, kind: 'poison', attempts: 1, error });
      return undefined;
    }
    const handle = () => super.handleEvent(pattern, { ...packet, data: event }, context);
    const outcome = await deliverEvent(handle, {
      heartbeat: () => context.getHeartbeat()(),
      stopping: () => this.stopping,
      onRetry: (kind, attempt, error, delayMs) => {
        this.metrics?.retries.inc({ group: this.groupId, topic: pattern, kind });
        this.log.warn({ ...about, kind, attempt, delayMs, error: describeFailure(error) }, 'event handler failed; retrying');
      },
    });
    if (!outcome.delivered) this.deadLetter(about, outcome);
    return undefined;
  }

  /** Logged with ids only: an event's data may hold a respondent's words. */
  private deadLetter(about: { topic: string }, outcome: Extract<DeliveryOutcome, { delivered: false }>): void {
    this.metrics?.deadLetters.inc({ group: this.groupId, topic: about.topic, kind: outcome.kind });
    this.log.error(
      { ...about, kind: outcome.kind, attempts: outcome.attempts, error: describeFailure(outcome.error) },
      'event skipped (dead letter)',
    );
  }
}

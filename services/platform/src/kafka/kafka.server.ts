import { ServerKafka, type ReadPacket } from '@nestjs/microservices';
import type { KafkaContext } from '@nestjs/microservices';
import type { Consumer } from '@nestjs/microservices/external/kafka.interface';
import { Partitioners, type EachMessagePayload } from 'kafkajs';
import type { ServiceName } from '../infrastructure';
import { createLogger } from '../logger';
import { FETCH_MAX_WAIT_MS, kafkaClientConfig, type KafkaSettings } from './kafka-options';
import { DEFAULT_NAMESPACE, namespaceOf, PillKafkaSerializer } from './kafka-serializer';
import { whenFetching } from './ready-consumer';

const EVENT_ATTEMPTS = 5;
/**
 * Callers give up after 10 s (RemoteCaller). A request older than this, e.g. one that waited out a
 * broker restart, has nobody waiting for its reply: running it would act behind the user's back
 * (a link created twice after a retry). The margin covers clock skew between hosts.
 */
export const ABANDONED_REQUEST_MS = 15_000;

/**
 * Nest's Kafka transport for one service: its consumer group is the service name (Nest appends
 * `-server`), so replicas share requests and each event is handled once per service.
 */
export class PillKafkaServer extends ServerKafka {
  private readonly log = createLogger('kafka-server');
  private subscribedEventTopics: string[] = [];
  /** Events a handler kept refusing; skipped so one poison message cannot stall the service. */
  deadLetters = 0;
  /** Requests dropped because their caller had given up. */
  abandonedRequests = 0;

  constructor(settings: KafkaSettings, readonly service: ServiceName, group: string = service, private readonly namespace = DEFAULT_NAMESPACE) {
    super({
      client: kafkaClientConfig(settings, group),
      // A SIGKILLed member holds its partitions until its session expires: keep that short.
      consumer: { groupId: group, sessionTimeout: 10_000, heartbeatInterval: 2_000, maxWaitTimeInMs: FETCH_MAX_WAIT_MS, allowAutoTopicCreation: false },
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

  /**
   * A new group reads event topics from the beginning (projections need the whole history) and
   * request topics from now on (old commands must not run again). Listening completes once the
   * group has joined and fetched, so no request sent after `listen()` is missed.
   */
  override async bindEvents(consumer: Consumer): Promise<void> {
    const events: string[] = [];
    const requests: string[] = [];
    for (const [pattern, handler] of this.messageHandlers) (handler.isEventHandler ? events : requests).push(String(pattern));
    this.subscribedEventTopics = events;
    if (events.length > 0) await consumer.subscribe({ topics: events, fromBeginning: true });
    if (requests.length > 0) await consumer.subscribe({ topics: requests, fromBeginning: false });
    if (events.length + requests.length === 0) return;
    const fetching = whenFetching(consumer);
    await consumer.run({ ...(this.options.run ?? {}), eachMessage: this.getMessageHandler() });
    await fetching;
  }

  /**
   * Several installs (and test runs) may share one Kafka: another namespace's events and requests
   * are passed over here, without touching this install's read models.
   */
  override async handleMessage(payload: EachMessagePayload): Promise<unknown> {
    if (namespaceOf(payload.message.headers as Record<string, unknown>) !== this.namespace) return undefined;
    const ageMs = Date.now() - Number(payload.message.timestamp);
    if (!this.subscribedEventTopics.includes(payload.topic) && ageMs > ABANDONED_REQUEST_MS) {
      this.abandonedRequests++;
      this.log.warn({ topic: payload.topic, ageMs }, 'request dropped: its caller gave up');
      return undefined;
    }
    return super.handleMessage(payload as never);
  }

  /** At-least-once like the embedded broker: retry a failing handler, then skip and say so. */
  override async handleEvent(pattern: string, packet: ReadPacket, context: KafkaContext): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await super.handleEvent(pattern, packet, context);
      } catch (err) {
        if (attempt >= EVENT_ATTEMPTS) {
          this.deadLetters++;
          this.log.error({ err, topic: pattern, partition: context.getPartition(), offset: context.getMessage().offset }, 'event skipped after repeated failures');
          return undefined;
        }
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }
}

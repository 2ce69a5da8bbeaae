import { ServerKafka, type ReadPacket } from '@nestjs/microservices';
import type { KafkaContext } from '@nestjs/microservices';
import type { Consumer } from '@nestjs/microservices/external/kafka.interface';
import { Partitioners } from 'kafkajs';
import type { ServiceName } from '../infrastructure';
import { createLogger } from '../logger';
import { FETCH_MAX_WAIT_MS, kafkaClientConfig, type KafkaSettings } from './kafka-options';
import { PillKafkaSerializer } from './kafka-serializer';
import { whenFetching } from './ready-consumer';

const EVENT_ATTEMPTS = 5;

/**
 * Nest's Kafka transport for one service: its consumer group is the service name (Nest appends
 * `-server`), so replicas share requests and each event is handled once per service.
 */
export class PillKafkaServer extends ServerKafka {
  private readonly log = createLogger('kafka-server');
  private subscribedEventTopics: string[] = [];
  /** Events a handler kept refusing; skipped so one poison message cannot stall the service. */
  deadLetters = 0;

  constructor(settings: KafkaSettings, readonly service: ServiceName, group: string = service) {
    super({
      client: kafkaClientConfig(settings, group),
      consumer: { groupId: group, sessionTimeout: 30_000, heartbeatInterval: 3_000, maxWaitTimeInMs: FETCH_MAX_WAIT_MS, allowAutoTopicCreation: false },
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
      // Partitions are consumed side by side; order within one partition (one aggregate) holds.
      run: { partitionsConsumedConcurrently: settings.partitions },
      serializer: new PillKafkaSerializer(),
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

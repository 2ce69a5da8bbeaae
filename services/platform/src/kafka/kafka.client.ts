import { ClientKafka } from '@nestjs/microservices';
import { ALL_PATTERNS } from '@pill/proto/messages';
import { Partitioners } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { ConsumerHealth } from './consumer-health';
import { FETCH_MAX_WAIT_MS, kafkaClientConfig, type KafkaSettings } from './kafka-options';
import { DEFAULT_NAMESPACE, PillKafkaSerializer } from './kafka-serializer';
import { whenFetching } from './ready-consumer';

/**
 * Nest's Kafka client for one process: `send` is request/reply over `<pattern>` and
 * `<pattern>.reply`, `emit` publishes. Its reply consumer group is unique to the process (Nest
 * appends `-client`), so every gateway replica receives the replies to its own requests.
 */
export class PillKafkaClient extends ClientKafka {
  /** The reply consumer: without it every request of this process times out. */
  readonly health = new ConsumerHealth();
  readonly instance: string;

  /** `name` is the caller's group (`pill-gateway`); a random suffix makes it this process's own. */
  constructor(settings: KafkaSettings, name: string, namespace = DEFAULT_NAMESPACE) {
    const instance = `${name}-${randomUUID().slice(0, 8)}`;
    super({
      client: kafkaClientConfig(settings, instance),
      consumer: {
        groupId: instance,
        sessionTimeout: 30_000,
        heartbeatInterval: 3_000,
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
        allowAutoTopicCreation: false,
      },
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
      subscribe: { fromBeginning: false },
      serializer: new PillKafkaSerializer(namespace),
    });
    this.instance = instance;
    // Before connect: the reply topics are subscribed when the consumer starts.
    for (const pattern of ALL_PATTERNS) this.subscribeToResponseOf(pattern);
  }

  protected override registerConsumerEventListeners(): void {
    super.registerConsumerEventListeners();
    if (this._consumer) this.health.watch(this._consumer);
  }

  /** Connected means able to receive replies, not merely that the sockets are open. */
  override async bindTopics(): Promise<void> {
    const fetching = whenFetching(this.consumer);
    await super.bindTopics();
    await fetching;
  }
}

import { topicOf, type PillEventType } from '@pill/proto/events';
import { Kafka } from 'kafkajs';
import mongoose from 'mongoose';
import { databaseOf } from '../cluster-infrastructure';
import type { Config } from '../config';
import type { ServiceName } from '../infrastructure';
import { kafkaClientConfig, parseBrokers } from '../kafka/kafka-options';
import { kafkaSecurity } from '../kafka/kafka-security';
import { KeyedMessage, PillKafkaSerializer } from '../kafka/kafka-serializer';
import { MongoEventStore } from '../mongo/mongo-event-store';

/** The services whose stores hold events; the gateway's accounts are its own facts, not a read model. */
export const EVENT_SOURCED: ServiceName[] = ['question', 'link', 'submission', 'analysis', 'gateway'];
/** What a service derives from events and may drop: its projections and the analysis' answer vectors. */
const isReadModel = (collection: string) => collection.startsWith('rm_') || collection === 'vectors';
const BATCH = 500;

type ClusterConfig = Config & { KAFKA_BROKERS: string; MONGODB_URI: string };

/** Drops the read models of one service's database; its event store (events, counters) stays. */
export async function dropReadModels(config: ClusterConfig, service: ServiceName): Promise<string[]> {
  const connection = await mongoose
    .createConnection(config.MONGODB_URI, { dbName: databaseOf(service, config.PILL_NAMESPACE) })
    .asPromise();
  try {
    const names = (await connection.listCollections()).map((c) => c.name).filter(isReadModel);
    for (const name of names) await connection.dropCollection(name);
    return names.sort();
  } finally {
    await connection.close();
  }
}

/**
 * Publishes every stored event of every service again, in each store's order, as the outbox
 * relay first did: the consumers of a dropped read model fold them from the start, the others
 * skip what they already hold. Kafka's retention does not matter: the stores keep everything.
 */
export async function republishEverything(config: ClusterConfig, log: (line: string) => void): Promise<number> {
  const settings = { brokers: parseBrokers(config.KAFKA_BROKERS), partitions: 1, retentionMs: 0, security: kafkaSecurity(config) };
  const producer = new Kafka(kafkaClientConfig(settings, 'pill-rebuild')).producer();
  const serializer = new PillKafkaSerializer(config.PILL_NAMESPACE);
  await producer.connect();
  let total = 0;
  try {
    for (const service of EVENT_SOURCED) {
      const store = await MongoEventStore.connect(config.MONGODB_URI, databaseOf(service, config.PILL_NAMESPACE));
      let sent = 0;
      try {
        for (let position = 0; ;) {
          const batch = await store.readAll(position, BATCH);
          if (batch.length === 0) break;
          const byTopic = new Map<string, ReturnType<PillKafkaSerializer['serialize']>[]>();
          for (const event of batch) {
            const topic = topicOf(event.type as PillEventType);
            const message = serializer.serialize(new KeyedMessage(event.streamId, event));
            byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
          }
          await producer.sendBatch({ topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
          sent += batch.length;
          position = batch[batch.length - 1].position;
        }
      } finally {
        await store.close();
      }
      log(`${service}: ${sent} events published again`);
      total += sent;
    }
  } finally {
    await producer.disconnect();
  }
  return total;
}

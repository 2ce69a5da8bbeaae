import { randomUUID } from 'node:crypto';
import { ClusterInfrastructure } from '../../src/cluster-infrastructure';
import { transportConformance } from '../../src/transport/transport.conformance';
import { kafkaSecurityConfig, kafkaSource, mongoSource, withServer } from './cluster-servers';

jest.setTimeout(120_000);

withServer('Kafka transport', kafkaSource(), (url) => {
  const mongo = mongoSource();
  transportConformance('Kafka', async () =>
    ClusterInfrastructure.connect(
      {
        KAFKA_BROKERS: await url(),
        // The transport suite never opens an event store; the URI only has to be well-formed.
        MONGODB_URI: mongo.kind === 'env' ? mongo.url : 'mongodb://127.0.0.1:27017/',
        KAFKA_TOPIC_PARTITIONS: 3,
        KAFKA_RETENTION_MS: 3_600_000,
        ...kafkaSecurityConfig(),
      },
      `pilltest-${randomUUID().slice(0, 8)}`,
    ),
  );
});

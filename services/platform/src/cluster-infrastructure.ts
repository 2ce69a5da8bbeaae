import type { ClientProxy } from '@nestjs/microservices';
import type { Registry } from 'prom-client';
import { Kafka, type Admin } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { EventStore } from './event-store/event-store.port';
import type { Infrastructure, LogMark, ServiceName } from './infrastructure';
import { caughtUp, groupLag, grownSince, logEnds, type Offsets } from './kafka/consumer-lag';
import { KafkaEventPublisher } from './kafka/kafka-event-publisher';
import { kafkaClientConfig, parseBrokers, type KafkaSettings } from './kafka/kafka-options';
import { kafkaSecurity, type KafkaSecurityConfig } from './kafka/kafka-security';
import { KafkaMetrics, type PartitionLag } from './kafka/kafka-metrics';
import { ensureTopics } from './kafka/kafka-topics';
import { PillKafkaClient } from './kafka/kafka.client';
import { PillKafkaServer } from './kafka/kafka.server';
import { withStartupRetries } from './kafka/startup-retry';
import { createLogger } from './logger';
import { MongoEventStore } from './mongo/mongo-event-store';
import { MongoProjectionStore } from './mongo/mongo-projection-store';
import { MongoVectorStore } from './mongo/mongo-vector-store';
import type { VectorStore } from './vectors/vector-store.port';
import { MongoPing } from './nest/mongo-ping';
import type { HealthReport } from './nest/process-health';
import type { ProjectionStore } from './projection/projection-store.port';

type ClusterConfig = Pick<Config, 'KAFKA_BROKERS' | 'MONGODB_URI' | 'KAFKA_TOPIC_PARTITIONS' | 'KAFKA_RETENTION_MS'> & KafkaSecurityConfig;

/**
 * One database and one consumer group per service, both named within a namespace (`pill` by
 * default), so tests and several installs can share one Kafka and one MongoDB.
 */
export const databaseOf = (service: ServiceName, namespace = 'pill') => `${namespace}_${service}`.replace(/[^a-zA-Z0-9_]/g, '_');
/** How often a write waiting for its readers asks Kafka for their committed offsets. */
const READ_POLL_MS = 20;

export const groupOf = (service: ServiceName, namespace = 'pill') => `${namespace}-${service}`;

/** Takes `item` out of `list` when it is closed: what a process no longer runs, its probes and metrics no longer show. */
function untrackOnClose<T extends { close(): Promise<void> }>(list: T[], item: T): T {
  const close = item.close.bind(item);
  const closable: { close(): Promise<void> } = item;
  closable.close = () => {
    const at = list.indexOf(item);
    if (at >= 0) list.splice(at, 1);
    return close();
  };
  return item;
}

/** The cluster shape: Nest's Kafka transport and one MongoDB database per service. */
export class ClusterInfrastructure implements Infrastructure {
  readonly kind = 'cluster';
  readonly durableBus = true;
  private readonly settings: KafkaSettings;
  private readonly stores = new Map<ServiceName, Promise<EventStore>>();
  private readonly projections = new Map<ServiceName, Promise<ProjectionStore>>();
  private readonly vectors = new Map<ServiceName, Promise<VectorStore>>();
  private readonly clients: PillKafkaClient[] = [];
  private readonly servers: PillKafkaServer[] = [];
  private readonly admin: Admin;
  private readonly mongoUri: string;
  private readonly mongo: MongoPing;
  private readonly kafkaMetrics: KafkaMetrics;

  constructor(
    config: ClusterConfig,
    private readonly namespace = 'pill',
  ) {
    if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is required in the cluster shape');
    if (!config.MONGODB_URI) throw new Error('MONGODB_URI is required in the cluster shape');
    this.settings = {
      brokers: parseBrokers(config.KAFKA_BROKERS),
      partitions: config.KAFKA_TOPIC_PARTITIONS,
      retentionMs: config.KAFKA_RETENTION_MS,
      security: kafkaSecurity(config),
    };
    this.mongoUri = config.MONGODB_URI;
    this.admin = new Kafka(kafkaClientConfig(this.settings, 'pill-admin')).admin();
    this.mongo = new MongoPing(this.mongoUri);
    this.kafkaMetrics = new KafkaMetrics({ consumers: () => this.consumers(), lag: () => this.lag(), mongoUp: () => this.mongo.up });
  }

  get metrics(): Registry {
    return this.kafkaMetrics.registry;
  }

  /**
   * This process's own health: each of its Kafka consumers in its group, MongoDB answering. The
   * MongoDB checks start with the first call, so a process that never asks opens no connection.
   */
  health(): HealthReport {
    this.mongo.start();
    const consumers = this.consumers();
    const problems = consumers.filter((c) => !c.health.ready).map((c) => `Kafka consumer ${c.group} is ${c.health.state}`);
    if (this.mongo.up === false) problems.push('MongoDB does not answer');
    return { ready: problems.length === 0, alive: consumers.every((c) => c.health.alive), problems };
  }

  private consumers() {
    return [
      ...this.servers.flatMap((s) => s.consumers()),
      ...this.clients.map((c) => ({ group: `${c.instance}-client`, health: c.health })),
    ];
  }

  private async lag(): Promise<PartitionLag[]> {
    // Each replica reports the partitions it owns, so a sum over the replicas of a service is right.
    const perGroup = await Promise.all(
      this.servers.map(async (s) =>
        (await groupLag(this.admin, s.consumerGroup, s.eventTopics, s.eventAssignment)).map((l) => ({ group: s.consumerGroup, ...l })),
      ),
    );
    return perGroup.flat();
  }

  /** Connects the admin client and creates (or updates) every topic before anyone uses them. */
  static async connect(config: ClusterConfig, namespace = 'pill'): Promise<ClusterInfrastructure> {
    const infra = new ClusterInfrastructure(config, namespace);
    const logger = createLogger('kafka');
    // A broker still starting (or electing leaders) answers with retriable errors: wait them out.
    await withStartupRetries(
      async () => {
        await infra.admin.connect();
        await ensureTopics(infra.admin, infra.settings);
      },
      { onRetry: (err, attempt, delayMs) => logger.warn({ err, attempt, delayMs }, 'Kafka is not ready yet; retrying') },
    );
    return infra;
  }

  eventStore(service: ServiceName): Promise<EventStore> {
    let store = this.stores.get(service);
    if (!store) {
      store = MongoEventStore.connect(this.mongoUri, databaseOf(service, this.namespace));
      this.stores.set(service, store);
    }
    return store;
  }

  projectionStore(service: ServiceName): Promise<ProjectionStore> {
    let store = this.projections.get(service);
    if (!store) {
      store = MongoProjectionStore.connect(this.mongoUri, databaseOf(service, this.namespace));
      this.projections.set(service, store);
    }
    return store;
  }

  vectorStore(service: ServiceName): Promise<VectorStore> {
    let store = this.vectors.get(service);
    if (!store) {
      store = MongoVectorStore.connect(this.mongoUri, databaseOf(service, this.namespace));
      this.vectors.set(service, store);
    }
    return store;
  }

  client(service: ServiceName): ClientProxy {
    const client = new PillKafkaClient(this.settings, groupOf(service, this.namespace), this.namespace);
    this.clients.push(untrackOnClose(this.clients, client));
    // ClientKafka narrows its status type; it is a ClientProxy all the same.
    return client as unknown as ClientProxy;
  }

  publisher(client: ClientProxy) {
    return new KafkaEventPublisher(client);
  }

  /**
   * Read models are durable and shared (MongoDB), so the replicas of a service share one consumer
   * group: each event is folded once per service, requests are spread, and a restarted process
   * resumes at the group's committed offsets. The gateway's event handlers only drop what its own
   * memory caches, which every replica must do: it gets a group per process.
   */
  strategy(service: ServiceName) {
    const group =
      service === 'gateway' ? `${groupOf(service, this.namespace)}-${randomUUID().slice(0, 8)}` : groupOf(service, this.namespace);
    const server = new PillKafkaServer(this.settings, service, group, this.namespace, this.kafkaMetrics);
    // A closed server's group is abandoned: settled() no longer waits for it.
    this.servers.push(untrackOnClose(this.servers, server));
    return server;
  }

  /** Resolves once every consumer group of this process has committed what was published before the call. */
  async settled(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    const goals = await Promise.all(
      this.servers.map(async (s) => ({ group: s.consumerGroup, ends: await logEnds(this.admin, s.eventTopics) })),
    );
    for (const { group, ends } of goals) {
      while (!(await caughtUp(this.admin, group, ends))) {
        if (Date.now() > until) throw new Error(`Consumer group ${group} did not catch up within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  async markLog(topics: string[]): Promise<LogMark> {
    const before = await logEnds(this.admin, topics);
    return { readBy: (services, timeoutMs) => this.readSince(before, services, timeoutMs) };
  }

  /** Only partitions that grew since the mark count: a group that joined at the log's end never committed the others. */
  private async readSince(before: Offsets, services: ServiceName[], timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    const targets = grownSince(before, await logEnds(this.admin, [...before.keys()]));
    // Nest's Kafka server names its consumer group with a '-server' postfix.
    const groupOfService = (service: ServiceName) =>
      this.servers.find((s) => s.service === service)?.consumerGroup ?? `${groupOf(service, this.namespace)}-server`;
    for (const group of services.map(groupOfService)) {
      while (!(await caughtUp(this.admin, group, targets))) {
        if (Date.now() > until) return false;
        await new Promise((r) => setTimeout(r, READ_POLL_MS));
      }
    }
    return true;
  }

  /** Graceful: consumers commit their offsets and leave their groups, producers flush. */
  async close(): Promise<void> {
    await Promise.allSettled(this.servers.splice(0).map((s) => s.close()));
    await Promise.allSettled(this.clients.splice(0).map((c) => c.close()));
    const stores = [...this.stores.values(), ...this.projections.values(), ...this.vectors.values()];
    this.stores.clear();
    this.projections.clear();
    this.vectors.clear();
    await Promise.allSettled(stores.map(async (s) => (await s).close()));
    await this.mongo.stop();
    await this.admin.disconnect();
  }
}

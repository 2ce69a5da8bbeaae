import type { ClientProxy } from '@nestjs/microservices';
import { join } from 'node:path';
import { Counter, Registry } from 'prom-client';
import type { EventStore } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import type { Infrastructure, LogMark, ServiceName } from './infrastructure';
import type { HealthReport } from './nest/process-health';
import { InMemoryProjectionStore } from './projection/in-memory-projection-store';
import type { ProjectionStore } from './projection/projection-store.port';
import { InMemoryBroker } from './transport/in-memory-broker';
import { InMemoryClient } from './transport/in-memory.client';
import { InMemoryServer } from './transport/in-memory.server';
import { InMemoryEventPublisher } from './transport/event-publisher';
import { SqliteVectorStore } from './vectors/sqlite-vector-store';
import type { VectorStore } from './vectors/vector-store.port';

/** One process: SQLite event stores under DATA_DIR and the in-process broker. */
export class EmbeddedInfrastructure implements Infrastructure {
  readonly kind = 'embedded';
  readonly durableBus = false;
  readonly broker = new InMemoryBroker();
  private readonly stores = new Map<ServiceName, EventStore>();
  private readonly projections = new Map<ServiceName, ProjectionStore>();
  private readonly vectors = new Map<ServiceName, VectorStore>();

  /** One process, no connections to lose: readiness is having caught up after start (settled). */
  readonly metrics = new Registry();

  constructor(private readonly dataDir: string) {
    const deadLetters = new Counter({
      name: 'pill_event_dead_letters_total',
      help: 'Events skipped because they can never be handled (malformed) or kept failing',
      labelNames: ['group', 'topic', 'kind'],
      registers: [this.metrics],
    });
    this.broker.onDeadLetter = ({ group, topic, kind }) => deadLetters.inc({ group, topic, kind });
  }

  health(): HealthReport {
    return { ready: true, alive: true, problems: [] };
  }

  async eventStore(service: ServiceName): Promise<EventStore> {
    let store = this.stores.get(service);
    if (!store) {
      store = new SqliteEventStore(join(this.dataDir, `${service}.events.sqlite`));
      this.stores.set(service, store);
    }
    return store;
  }

  /** Read models live in memory: the relays replay every stored event into them at start. */
  async projectionStore(service: ServiceName): Promise<ProjectionStore> {
    let store = this.projections.get(service);
    if (!store) {
      store = new InMemoryProjectionStore();
      this.projections.set(service, store);
    }
    return store;
  }

  /** Unlike read models, vectors are kept on disk: rebuilding them would mean embedding every answer again. */
  async vectorStore(service: ServiceName): Promise<VectorStore> {
    let store = this.vectors.get(service);
    if (!store) {
      store = new SqliteVectorStore(join(this.dataDir, `${service}.vectors.sqlite`));
      this.vectors.set(service, store);
    }
    return store;
  }

  client(): ClientProxy {
    return new InMemoryClient(this.broker);
  }

  publisher(client: ClientProxy) {
    return new InMemoryEventPublisher(client);
  }

  strategy(service: ServiceName) {
    return new InMemoryServer(this.broker, service);
  }

  settled(): Promise<void> {
    return this.broker.whenIdle();
  }

  /**
   * One broker for every service: the write's readers are among the groups reading its topics, and
   * waiting for all of them costs nothing more in one process. Not idleness: under steady public
   * traffic the broker is rarely idle, and an owner's write would wait out the timeout.
   */
  async markLog(topics: string[]): Promise<LogMark> {
    return { readBy: (_services, timeoutMs) => this.broker.consumed(topics, timeoutMs) };
  }

  /** Every service has subscribed: the broker may now forget what all of them have read. */
  started(): void {
    this.broker.startTrimming();
  }

  async close(): Promise<void> {
    for (const store of this.stores.values()) await store.close();
    this.stores.clear();
    for (const store of this.projections.values()) await store.close();
    this.projections.clear();
    for (const store of this.vectors.values()) await store.close();
    this.vectors.clear();
  }
}

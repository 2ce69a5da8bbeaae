import type { ClientProxy, CustomTransportStrategy } from '@nestjs/microservices';
import type { Registry } from 'prom-client';
import type { EventStore } from './event-store/event-store.port';
import type { HealthReport } from './nest/process-health';
import type { ProjectionStore } from './projection/projection-store.port';
import type { EventPublisher } from './transport/event-publisher';
import type { VectorStore } from './vectors/vector-store.port';

export type ServiceName = 'gateway' | 'link' | 'question' | 'submission' | 'analysis';

/**
 * What a running shape (embedded or cluster) provides to every service. A service never knows
 * which one it runs on: the choice is configuration, never a code fork.
 */
export interface Infrastructure {
  readonly kind: 'embedded' | 'cluster';
  /** False when the broker forgets on restart, so relays republish from the start. */
  readonly durableBus: boolean;
  eventStore(service: ServiceName): Promise<EventStore>;
  /** The service's read models: in memory when embedded, MongoDB in the cluster. */
  projectionStore(service: ServiceName): Promise<ProjectionStore>;
  /** Sentence vectors of the service's texts: SQLite when embedded (they survive restarts), MongoDB in the cluster. */
  vectorStore(service: ServiceName): Promise<VectorStore>;
  client(service: ServiceName): ClientProxy;
  publisher(client: ClientProxy): EventPublisher;
  /** The Nest transport for a service's message and event handlers (its consumer group). */
  strategy(service: ServiceName): CustomTransportStrategy;
  /** Resolves when everything published so far has been consumed (readiness after start). */
  settled(): Promise<void>;
  /** Marks where the logs of `topics` end now, before a write whose readers are to be awaited. */
  markLog(topics: string[]): Promise<LogMark>;
  /** This process's own connections (Kafka consumers, MongoDB), never its neighbours'. */
  health(): HealthReport;
  /** Metrics of those connections, merged into the process's /metrics. */
  readonly metrics: Registry;
  close(): Promise<void>;
}
/** A point in the event logs, taken before a write. */
export interface LogMark {
  /**
   * True once `services` have consumed every event published on the marked topics since the mark
   * (the write's among them); false after `timeoutMs`. A service with handlers in this process is
   * waited for as this process consumes it (the gateway's consumer group is its own).
   */
  readBy(services: ServiceName[], timeoutMs: number): Promise<boolean>;
}

export const INFRASTRUCTURE = Symbol('Infrastructure');

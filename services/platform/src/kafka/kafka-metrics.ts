import { Counter, Gauge, Registry } from 'prom-client';
import type { ConsumerHealth } from './consumer-health';

export interface PartitionLag {
  group: string;
  topic: string;
  partition: number;
  lag: number;
}

/** What a process's Kafka side shows at scrape time. */
export interface KafkaMetricsSource {
  consumers(): Array<{ group: string; health: ConsumerHealth }>;
  lag(): Promise<PartitionLag[]>;
  mongoUp(): boolean | undefined;
}

const LAG_TIMEOUT_MS = 2_000;

/**
 * Prometheus metrics of one process's consumers: counters the servers increment as things happen,
 * gauges read at scrape time. Lag is what the group has not yet committed, summed over the
 * partitions of each event topic this replica owns (a sum over replicas counts each once).
 */
export class KafkaMetrics {
  readonly registry = new Registry();
  readonly deadLetters = new Counter({
    name: 'pill_kafka_dead_letters_total',
    help: 'Events skipped because they can never be handled (malformed) or kept failing',
    labelNames: ['group', 'topic', 'kind'],
    registers: [this.registry],
  });
  readonly retries = new Counter({
    name: 'pill_kafka_event_retries_total',
    help: 'Event handler retries, by failure kind (transient: MongoDB or network; unknown)',
    labelNames: ['group', 'topic', 'kind'],
    registers: [this.registry],
  });
  readonly abandonedRequests = new Counter({
    name: 'pill_kafka_abandoned_requests_total',
    help: 'Requests dropped because their caller had given up',
    labelNames: ['group', 'topic'],
    registers: [this.registry],
  });

  constructor(source: KafkaMetricsSource) {
    new Gauge({
      name: 'pill_kafka_consumer_up',
      help: '1 while the consumer is in its group and fetching',
      labelNames: ['group', 'state'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { group, health } of source.consumers()) this.set({ group, state: health.state }, health.ready ? 1 : 0);
      },
    });
    new Gauge({
      name: 'pill_consumer_lag',
      help: "Messages on the event topic the consumer group has not committed yet (this replica's partitions)",
      labelNames: ['group', 'topic'],
      registers: [this.registry],
      async collect() {
        this.reset();
        // Kafka being down must not make the scrape hang: no lag series then, consumer_up says why.
        const lags = await Promise.race([
          source.lag().catch(() => []),
          new Promise<PartitionLag[]>((r) => setTimeout(() => r([]), LAG_TIMEOUT_MS).unref()),
        ]);
        for (const l of lags) this.inc({ group: l.group, topic: l.topic }, l.lag);
      },
    });
    new Gauge({
      name: 'pill_mongodb_up',
      help: '1 while MongoDB answers this process',
      registers: [this.registry],
      collect() {
        const up = source.mongoUp();
        if (up === undefined) this.reset();
        else this.set(up ? 1 : 0);
      },
    });
  }
}

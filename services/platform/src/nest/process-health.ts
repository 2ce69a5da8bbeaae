import type { Registry } from 'prom-client';

/** A process's own health: what its probes answer, never its neighbours'. */
export interface HealthReport {
  /** Takes work: its Kafka consumers run and MongoDB answers. */
  ready: boolean;
  /** False only when a restart is the cure (a consumer kafkajs gave up on). */
  alive: boolean;
  /** Why it is not ready: short phrases for logs and the probe's body, no secrets. */
  problems: string[];
}

/**
 * A shape whose connections can fail on their own (the cluster). The embedded shape has none:
 * its readiness is having caught up after start. Checked by capability because the
 * Infrastructure port does not declare it (yet).
 */
export interface ReportsHealth {
  health(): HealthReport;
  /** Kafka and MongoDB metrics of this process. */
  readonly metrics: Registry;
}

export const reportsHealth = (infra: object): infra is ReportsHealth => typeof (infra as Partial<ReportsHealth>).health === 'function';

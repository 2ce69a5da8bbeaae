/** A process's own health: what its probes answer, never its neighbours'. */
export interface HealthReport {
  /** Takes work: its Kafka consumers run and MongoDB answers. */
  ready: boolean;
  /** False only when a restart is the cure (a consumer kafkajs gave up on). */
  alive: boolean;
  /** Why it is not ready: short phrases for logs and the probe's body, no secrets. */
  problems: string[];
}

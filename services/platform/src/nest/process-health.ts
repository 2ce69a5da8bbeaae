/** A process's own health: what its probes answer, never its neighbours'. */
export interface HealthReport {
  /** Takes work: its Kafka consumers run and MongoDB answers. */
  ready: boolean;
  /** False only when a restart is the cure (a consumer kafkajs gave up on). */
  alive: boolean;
  /** Why it is not ready: short phrases for logs and the probe's body, no secrets. */
  problems: string[];
}

/** Where a process is in its life: only a running one takes work. */
export type ProcessPhase = 'starting' | 'running' | 'stopping';

const PHASE_PROBLEM = { starting: 'starting up', stopping: 'shutting down' } as const;

/** The process's own health as its phase qualifies it: not ready while starting up or shutting down. */
export function withPhase(own: HealthReport, phase: ProcessPhase): HealthReport {
  if (phase === 'running') return own;
  return { ready: false, alive: own.alive, problems: [PHASE_PROBLEM[phase], ...own.problems] };
}

export type Probe = 'alive' | 'ready';

export interface ProbeAnswer {
  status: 200 | 503;
  body: { status: 'ok' | 'ready' } | { message: string; problems?: string[] };
}

export interface ProbeAnswerOptions {
  /** A public answer (the gateway's) keeps the problems to itself: they name internals. */
  public?: boolean;
  /** The refusal's message, instead of 'Not alive.' or 'Not ready.'. */
  message?: string;
}

/** What `GET /healthz` (alive) or `GET /readyz` (ready) answers for this report. */
export function probeAnswer(probe: Probe, report: HealthReport, options: ProbeAnswerOptions = {}): ProbeAnswer {
  const up = probe === 'alive' ? report.alive : report.ready;
  if (up) return { status: 200, body: { status: probe === 'alive' ? 'ok' : 'ready' } };
  const message = options.message ?? (probe === 'alive' ? 'Not alive.' : 'Not ready.');
  return { status: 503, body: options.public ? { message } : { message, problems: report.problems } };
}

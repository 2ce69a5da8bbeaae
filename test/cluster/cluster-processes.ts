import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

export const ROOT = join(__dirname, '..', '..');
export const PROCESSES = ['question', 'link', 'submission', 'analysis', 'gateway'] as const;
export type ProcessName = (typeof PROCESSES)[number];
/** A process of the cluster: a service's first process by its name, further replicas as `name-2`, `name-3`. */
export type Member = ProcessName | `${ProcessName}-${number}`;
const serviceOf = (member: Member) => member.replace(/-\d+$/, '') as ProcessName;

export interface RunningCluster {
  url: string;
  namespace: string;
  ports: Record<string, number>;
  /** Each process's METRICS_PORT (distinct, so processes on one host never collide). */
  metricsPorts: Record<string, number>;
  /** Where each running process answers `GET /metrics`. */
  metricsUrls(): string[];
  /** The last lines a process wrote, to explain a failure. */
  output(name: Member): string;
  /** The processes that exited without being told to, each with how and its last lines. */
  exited(): string[];
  /** SIGKILL, no goodbye: nothing is flushed, no group is left. */
  kill(name: Member): Promise<void>;
  start(name: Member): Promise<void>;
  /** Starts one more replica of a service (same namespace, so the same database and consumer group). */
  addReplica(name: ProcessName): Promise<Member>;
  stop(): Promise<void>;
}

export async function waitReady(url: string, alive: () => boolean, explain: () => string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`exited before it was ready:\n${explain()}`);
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) })).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms:\n${explain()}`);
}

function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * The five processes of the cluster shape on free loopback ports, against KAFKA_BROKERS and
 * MONGODB_URI, under a fresh namespace (their own MongoDB databases and consumer groups).
 */
export async function startCluster(env: Record<string, string> = {}): Promise<RunningCluster> {
  const namespace = `pt${randomUUID().slice(0, 8)}`;
  const ports: Record<string, number> = Object.fromEntries(await Promise.all(PROCESSES.map(async (p) => [p, await freePort()])));
  const metricsPorts: Record<string, number> = Object.fromEntries(await Promise.all(PROCESSES.map(async (p) => [p, await freePort()])));
  const children = new Map<Member, ChildProcess>();
  const logs = new Map<Member, string>();
  const echo = process.env.CLUSTER_LOGS === '1';
  /** Members this harness stopped on purpose. */
  const stopped = new Set<Member>();
  const launch = (name: Member) => {
    stopped.delete(name);
    const child = spawn(process.execPath, ['-r', './scripts/register.cjs', `services/${serviceOf(name)}/src/main.ts`], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ...env,
        PORT: String(ports[name]),
        METRICS_PORT: String(metricsPorts[name]),
        PILL_NAMESPACE: namespace,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      logs.set(name, ((logs.get(name) ?? '') + d).slice(-20_000));
      if (echo) process.stderr.write(`[${name}] ${d}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.set(name, child);
    return child;
  };
  const ready = (name: Member) => {
    const child = children.get(name)!;
    return waitReady(
      `http://127.0.0.1:${ports[name]}`,
      () => child.exitCode === null && child.signalCode === null,
      () => logs.get(name) ?? '',
    );
  };
  const cluster: RunningCluster = {
    url: `http://127.0.0.1:${ports.gateway}`,
    namespace,
    ports,
    metricsPorts,
    metricsUrls: () => [...children.keys()].map((name) => `http://127.0.0.1:${metricsPorts[name]}/metrics`),
    output: (name) => logs.get(name) ?? '',
    exited: () =>
      [...children]
        .filter(([name, child]) => !stopped.has(name) && (child.exitCode !== null || child.signalCode !== null))
        .map(([name, child]) => `${name} exited (${child.exitCode ?? child.signalCode}):\n${(logs.get(name) ?? '').slice(-4_000)}`),
    kill: (name) => {
      stopped.add(name);
      return stopChild(children.get(name), 'SIGKILL');
    },
    async start(name) {
      launch(name);
      await ready(name);
    },
    async addReplica(name) {
      let n = 2;
      while (children.has(`${name}-${n}`)) n++;
      const member: Member = `${name}-${n}`;
      ports[member] = await freePort();
      metricsPorts[member] = await freePort();
      launch(member);
      await ready(member);
      return member;
    },
    async stop() {
      await Promise.all([...children.values()].map((child) => stopChild(child, 'SIGTERM')));
    },
  };
  try {
    PROCESSES.forEach(launch);
    await Promise.all(PROCESSES.map(ready));
  } catch (error) {
    await Promise.all(PROCESSES.map((p) => stopChild(children.get(p), 'SIGKILL')));
    throw error;
  }
  return cluster;
}

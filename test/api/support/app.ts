import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

export interface Target {
  url: string;
  /**
   * Each process's `/metrics` (on METRICS_PORT, never the public port): the embedded process's
   * one, or in the cluster what the harness exports in PILL_METRICS_URLS (comma-separated).
   */
  metricsUrls: string[];
  /** Only for the embedded process: stop it and start it again on the same data (`whileStopped` runs in between). */
  restart?: (whileStopped?: () => void | Promise<void>) => Promise<void>;
  /** Only for the embedded process: kill it without warning and start it again. */
  crashAndRestart?: () => Promise<void>;
  dataDir?: string;
  close(): Promise<void>;
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
  RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  RATE_LIMIT_SIGN_UPS_PER_HOUR: '0',
  // Loopback is the suite's proxy: a test names its client with X-Forwarded-For.
  TRUST_PROXY: 'loopback',
  ANALYSIS_QUIET_PERIOD_MS: '200',
  // Every check is a notification slot, twice a second: the suite cannot wait for 06:00 UTC.
  NOTIFY_SLOTS: 'every-check',
  NOTIFY_CHECK_MS: '500',
};

const ROOT = join(__dirname, '..', '..', '..');

/**
 * The suite runs against `PILL_API_URL` when set (the cluster), else against the real embedded
 * process started with `node` on a random port and its own data directory: a black box.
 */
export async function startTarget(env: Record<string, string> = {}): Promise<Target> {
  if (process.env.PILL_API_URL && Object.keys(env).length === 0) {
    const metricsUrls = (process.env.PILL_METRICS_URLS ?? '').split(',').filter(Boolean);
    return { url: process.env.PILL_API_URL, metricsUrls, close: async () => undefined };
  }
  return startEmbeddedTarget(env);
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not become ready:\n${output()}`);
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function startEmbeddedTarget(env: Record<string, string> = {}): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pill-api-'));
  const port = await freePort();
  const metricsPort = await freePort();
  const fullEnv = { ...process.env, ...TEST_ENV, DATA_DIR: dataDir, PORT: String(port), METRICS_PORT: String(metricsPort), ...env };
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    let output = '';
    // PILL_CPU_PROF_DIR=dir writes a V8 CPU profile of the product there when it stops (`npm run bench` too).
    const profile = process.env.PILL_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PILL_CPU_PROF_DIR}`] : [];
    child = spawn(process.execPath, [...profile, '-r', './scripts/register.cjs', 'services/embedded/src/main.ts'], {
      cwd: ROOT,
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    await waitReady(url, child, () => output);
  };
  await launch();
  return {
    url,
    metricsUrls: fullEnv.METRICS_PORT === '0' ? [] : [`http://127.0.0.1:${fullEnv.METRICS_PORT}/metrics`],
    dataDir,
    async restart(whileStopped) {
      await stop(child, 'SIGTERM');
      await whileStopped?.();
      await launch();
    },
    async crashAndRestart() {
      await stop(child, 'SIGKILL');
      await launch();
    },
    close: () => stop(child, 'SIGTERM'),
  };
}

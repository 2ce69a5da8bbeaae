import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

const ROOT = resolve(__dirname, '..', '..');

export type RunningPill = { origin: string; output: () => string; stop: () => Promise<void> };

/** The embedded app on loopback (a free port unless given) with a fresh data directory, once /healthz answers; builds nothing. */
export async function startPill(env: Record<string, string> = {}, port?: number): Promise<RunningPill> {
  const listen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listen}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pill-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['-r', './scripts/register.cjs', 'services/embedded/src/main.ts'], {
    cwd: ROOT,
    // METRICS_PORT 0: no metrics listener, so several processes on one host never collide on 9464.
    env: { ...process.env, PORT: String(listen), METRICS_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Pill exited with ${child.exitCode} before it was healthy:\n${output}`);
    }
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      return { origin, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Pill did not answer ${origin}/healthz within 90 s:\n${output}`);
}

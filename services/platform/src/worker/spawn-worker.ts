import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const REGISTER = join(__dirname, '..', '..', '..', '..', 'scripts', 'register.cjs');

/**
 * Starts a worker thread from a module next to the caller, compiled or not: a TypeScript source
 * (development, tests) is compiled by the same hook the process uses.
 */
export function spawnWorker(dir: string, name: string, workerData?: unknown): Worker {
  const js = join(dir, `${name}.js`);
  if (existsSync(js)) return new Worker(js, { workerData });
  return new Worker(join(dir, `${name}.ts`), { workerData, execArgv: ['--require', REGISTER] });
}

// `npm run start:cluster`: the five processes of the cluster shape against your own Kafka and
// MongoDB (KAFKA_BROKERS, MONGODB_URI): the gateway on PORT (3000), the services' probes on
// 8081..8084, and each process's /metrics on its own port, 9464..9468. Output is prefixed with
// the process name; Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const missing = ['KAFKA_BROKERS', 'MONGODB_URI'].filter((k) => !process.env[k]);
if (missing.length > 0) {
  process.stderr.write(
    `${missing.join(' and ')} must be set (for a local pair: bash .ci/provision/cluster-up.sh, then source ~/.cache/pill-infra/env)\n`,
  );
  process.exit(1);
}
const gatewayPort = Number(process.env.PORT ?? 3000);
const processes = [
  ['question', 8081],
  ['link', 8082],
  ['submission', 8083],
  ['analysis', 8084],
  ['gateway', gatewayPort],
];
const width = Math.max(...processes.map(([name]) => name.length));
const children = new Map();
let stopping = false;

const prefixed = (name, stream) => {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) stream.write(`${name.padEnd(width)} | ${line}\n`);
  };
};

for (const [index, [name, port]] of processes.entries()) {
  const child = spawn(process.execPath, ['-r', './scripts/register.cjs', `services/${name}/src/main.ts`], {
    cwd: root,
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(9464 + index) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', prefixed(name, process.stdout));
  child.stderr.on('data', prefixed(name, process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(name);
    process.stderr.write(`${name.padEnd(width)} | exited (${signal ?? code})\n`);
    if (!stopping) stop(code || 1);
    else if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
  children.set(name, child);
}
process.stdout.write(`Pill cluster: gateway on http://localhost:${gatewayPort}, services' probes on 8081..8084, metrics on 9464..9468\n`);

// One process gone means the cluster is broken: stop the rest rather than limp on.
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code || 1);
  }, 15_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

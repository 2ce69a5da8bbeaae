// `npm test`: the formatter check, lint and type-check first, and the run stops after them when
// one fails; then every suite, in order of speed. Suites that need servers or a browser run when
// those exist; without them they print why they did not run, and under CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** The settings written with a prefix, e.g. TLS_KAFKA_BROKERS, as the unprefixed names the services read. */
const unprefixed = (prefix) =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );

const steps = [
  { name: 'formatting (Prettier)', run: 'npm run format:check', gate: true },
  { name: 'lint', run: 'npm run lint', gate: true },
  // A lock that lacks another platform's native packages makes `npm ci` (the image's install) refuse.
  { name: 'lockfile (npm ci installs from it, on every platform)', run: 'npm ci --dry-run --ignore-scripts', gate: true },
  { name: 'type-check', run: 'npx tsc -p tsconfig.json --noEmit && npx tsc -p web/tsconfig.json --noEmit', gate: true },
  { name: 'unit, conformance and web component tests', run: 'npx jest --selectProjects unit conformance web' },
  { name: 'API contract suite (embedded process)', run: 'npx jest --selectProjects api' },
  {
    name: 'cluster suites (Kafka + MongoDB)',
    run: 'npm run test:cluster',
    needs: () =>
      process.env.KAFKA_BROKERS && process.env.MONGODB_URI
        ? null
        : 'KAFKA_BROKERS and MONGODB_URI are not set (run .ci/provision/cluster-up.sh)',
  },
  // The same suites over the broker's TLS listener (client certificates) and its SCRAM-SHA-512 one.
  ...['TLS', 'SASL'].map((kind) => ({
    name: `cluster suites over Kafka ${kind === 'TLS' ? 'TLS' : 'SASL SCRAM-SHA-512'}`,
    run: 'npm run test:cluster',
    env: () => unprefixed(`${kind}_`),
    needs: () =>
      process.env[`${kind}_KAFKA_BROKERS`] && process.env.MONGODB_URI
        ? null
        : `${kind}_KAFKA_BROKERS and MONGODB_URI are not set (run .ci/provision/cluster-up.sh)`,
  })),
  {
    name: 'API contract suite against the cluster',
    run: 'node -r ./scripts/register.cjs scripts/cluster-contract.ts',
    needs: () => (process.env.KAFKA_BROKERS && process.env.MONGODB_URI ? null : 'KAFKA_BROKERS and MONGODB_URI are not set'),
  },
  {
    name: 'Helm chart',
    run: 'bash test/chart/chart-test.sh',
    needs: () => (has('go') && has('python3') ? null : 'go and python3 are needed to install helm and the manifest validator'),
  },
  { name: 'docker-compose file', run: 'bash test/compose/compose-test.sh' },
  { name: 'production build (compiled once, started as the image starts it)', run: 'npm run build && node scripts/check-build.mjs' },
  {
    name: 'end to end in Chromium',
    run: 'npm run size -w web && npm run test:e2e',
    needs: () => (existsSync('/usr/bin/chromium') ? null : '/usr/bin/chromium is missing (apt-get install -y chromium)'),
  },
];

const results = [];
for (const step of steps) {
  const missing = step.needs?.();
  if (missing) {
    const fatal = ci;
    process.stdout.write(`\n== ${step.name}: not run: ${missing}${fatal ? ' (required under CI)' : ''}\n`);
    results.push({ step, ok: !fatal, skipped: true });
    continue;
  }
  process.stdout.write(`\n== ${step.name}\n`);
  const started = Date.now();
  const { status } = spawnSync('sh', ['-c', step.run], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env?.(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  results.push({ step, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  // The checks all run, so one run reports every formatting, lint and type error; then a failure stops it.
  const lastCheck = step.gate && !steps[steps.indexOf(step) + 1]?.gate;
  if (lastCheck && results.some((r) => !r.ok)) {
    process.stdout.write('\n== the checks failed, so the suites did not run\n');
    break;
  }
}

process.stdout.write('\n== summary\n');
for (const r of results)
  process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.step.name}${r.skipped ? ' (not run)' : ` (${r.seconds} s)`}\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

// The API contract suite, unchanged, against the cluster shape: five processes over Kafka and
// MongoDB (KAFKA_BROKERS, MONGODB_URI), then the rebuild of dropped read models on a fresh cluster, then the fault test. Exits with the first failure.
import { spawnSync } from 'node:child_process';
import { startCluster } from '../test/cluster/cluster-processes';
import { runFaultTest } from '../test/cluster/fault.cluster';
import { runRebuildTest } from '../test/cluster/rebuild.cluster';

// What the suite's embedded target uses: no rate limits, a short quiet period before AI analysis,
// a notification slot at every check.
const TEST_ENV = {
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
  RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  RATE_LIMIT_SIGN_UPS_PER_HOUR: '0',
  TRUST_PROXY: 'loopback',
  ANALYSIS_QUIET_PERIOD_MS: '200',
  NOTIFY_SLOTS: 'every-check',
  NOTIFY_CHECK_MS: '500',
};

async function main(): Promise<number> {
  if (!process.env.KAFKA_BROKERS || !process.env.MONGODB_URI) {
    process.stderr.write('KAFKA_BROKERS and MONGODB_URI must be set (bash .ci/provision/cluster-up.sh)\n');
    return 1;
  }
  const started = Date.now();
  const cluster = await startCluster(TEST_ENV);
  process.stdout.write(`cluster ready in ${Date.now() - started} ms at ${cluster.url} (namespace ${cluster.namespace})\n`);
  let status: number;
  try {
    const jest = spawnSync('npx', ['jest', '--selectProjects', 'api', ...process.argv.slice(2)], {
      stdio: 'inherit',
      // Each process has its own metrics port: the suite sums a counter over all of them.
      env: { ...process.env, PILL_API_URL: cluster.url, PILL_METRICS_URLS: cluster.metricsUrls().join(',') },
    });
    status = jest.status ?? 1;
    // A process that died under the suite explains every failure after it.
    for (const report of cluster.exited()) process.stderr.write(`${report}\n`);
  } finally {
    await cluster.stop();
  }
  if (status === 0 && process.env.SKIP_REBUILD_TEST !== '1') {
    // On a cluster of its own: the rebuild folds every event of the stores again, and the suite's
    // thousands would make the wait about the suite's size rather than about the rebuild.
    const fresh = await startCluster(TEST_ENV);
    try {
      status = (await runRebuildTest(fresh)) ? 0 : 1;
    } finally {
      await fresh.stop();
    }
  }
  if (status !== 0 || process.env.SKIP_FAULT_TEST === '1') return status;
  return (await runFaultTest()) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);

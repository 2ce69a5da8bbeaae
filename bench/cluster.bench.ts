import { randomUUID } from 'node:crypto';
import { startCluster } from '../test/cluster/cluster-processes';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 10);
const LAG_SAMPLES = 40;

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json().catch(() => undefined), cookie: r.headers.getSetCookie?.()[0]?.split(';')[0] ?? '' };
}

/**
 * The cluster shape on loopback (five processes, Kafka, MongoDB-wire server): public submissions
 * per second and their p99 through the gateway, then the lag from an accepted submission to its
 * count in analytics. Bounded: BENCH_SECONDS of load, then 40 timed submissions.
 */
export async function benchCluster(): Promise<Figure[]> {
  if (!process.env.KAFKA_BROKERS || !process.env.MONGODB_URI) {
    process.stdout.write('  not run: KAFKA_BROKERS and MONGODB_URI are not set (bash .ci/provision/cluster-up.sh)\n');
    return [];
  }
  const cluster = await startCluster({
    LOG_LEVEL: 'error',
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  });
  try {
    const base = cluster.url;
    const owner = await post(`${base}/api/auth/sign-up/email`, {
      name: 'Ben',
      email: `bench-${randomUUID()}@example.com`,
      password: 'a long enough password',
    });
    const link = await post(
      `${base}/api/feedback-links`,
      { title: 'Cluster bench', questionIds: ['default-general-1'] },
      { cookie: owner.cookie, origin: base },
    );
    if (link.status !== 201) throw new Error(`create link: ${link.status}`);
    const submitUrl = `${base}/api/public/feedback-links/${link.body.shortCode}/responses`;
    const submit = (i: number) => post(submitUrl, { responses: [{ questionId: 'default-general-1', response: `Bench answer ${i}` }] });
    const totalResponses = async () => {
      const r = await fetch(`${base}/api/feedback-links/${link.body.id}/analytics`, { headers: { cookie: owner.cookie } });
      return r.status === 200 ? ((await r.json()) as { totalResponses: number }).totalResponses : -1;
    };

    const latencies: number[] = [];
    let accepted = 0;
    let failed = 0;
    let n = 0;
    const until = Date.now() + SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (Date.now() < until) {
          const t = performance.now();
          const r = await submit(n++).catch(() => ({ status: 0 }));
          latencies.push(performance.now() - t);
          if (r.status === 201) accepted++;
          else failed++;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    // Let the analytics catch up with the load before timing single submissions.
    const settleUntil = Date.now() + 60_000;
    while ((await totalResponses()) < accepted && Date.now() < settleUntil) await sleep(100);
    const lags: number[] = [];
    let expected = await totalResponses();
    for (let i = 0; i < LAG_SAMPLES; i++) {
      const r = await submit(n++);
      const acceptedAt = performance.now();
      if (r.status !== 201) continue;
      expected++;
      const giveUp = Date.now() + 30_000;
      while ((await totalResponses()) < expected && Date.now() < giveUp) await sleep(10);
      lags.push(performance.now() - acceptedAt);
    }
    lags.sort((a, b) => a - b);
    return [
      { name: `submissions accepted per second (${WORKERS} clients)`, value: accepted / elapsed, unit: 'req/s' },
      { name: 'submission latency p50', value: quantile(latencies, 0.5), unit: 'ms' },
      { name: 'submission latency p99', value: quantile(latencies, 0.99), unit: 'ms' },
      { name: 'submissions refused or failed', value: failed, unit: 'count' },
      { name: 'accepted to counted in analytics p50', value: quantile(lags, 0.5), unit: 'ms' },
      { name: 'accepted to counted in analytics p99', value: quantile(lags, 0.99), unit: 'ms' },
    ];
  } finally {
    await cluster.stop();
  }
}

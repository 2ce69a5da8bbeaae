import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLink } from '../test/api/support/builders';
import { Client, signUpOwner } from '../test/api/support/http';
import { startEmbeddedTarget } from '../test/api/support/app';

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

async function load(url: string, method: 'GET' | 'POST', body?: string) {
  const result = await autocannon({
    url,
    method,
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: body ? { 'content-type': 'application/json' } : {},
  });
  const ok = result['2xx'];
  return { rps: ok / DURATION_S, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** From the last of 50 submissions to a current analysis that counts them all (built-in analyzer, default quiet period). */
export async function analysisFreshness(base: string, owner: Client): Promise<number> {
  const link = await createLink(owner);
  const respondent = new Client(() => base);
  const answers = [
    'You explain decisions clearly.',
    'Meetings run long and priorities change weekly.',
    'I would not say listening is a strength.',
    'Great mentoring in code reviews.',
    'Deadlines slip because reviews wait on you.',
  ];
  const send = (i: number) =>
    respondent.post(`/api/public/feedback-links/${link.shortCode}/responses`, {
      responses: [{ questionId: 'default-general-1', response: `${answers[i % answers.length]} (${i})` }],
    });
  // The first read of a link runs the analyzer at once; later answers go through the quiet period.
  await send(0);
  await owner.get(`/api/feedback-links/${link.id}/unified-analytics`);
  for (let i = 1; i < 50; i++) await send(i);
  const lastSubmission = Date.now();
  for (;;) {
    const unified = (await owner.get(`/api/feedback-links/${link.id}/unified-analytics`)).body;
    if (unified.isCurrent && unified.summary?.responseCount === 50) return Date.now() - lastSubmission;
    if (Date.now() - lastSubmission > 60_000) throw new Error('the analysis never became current');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Public-link reads and submissions per second and p99 latency through the embedded product,
 * next to a bare node:http server on the same machine (loopback only) that answers the same JSON
 * and takes a submission with a zod parse and one SQLite insert (bare-server.ts).
 */
export async function benchHttp(): Promise<Figure[]> {
  // The daily caps per link are a policy, not a cost: a run of several thousand submissions to one link would meet them.
  const pill = await startEmbeddedTarget({
    SAMPLE_PILLS: 'off',
    LOG_LEVEL: 'error',
    ANALYSIS_QUIET_PERIOD_MS: '1500',
    DAILY_SUBMISSIONS_PER_LINK: '0',
    DAILY_BYTES_PER_LINK: '0',
  });
  try {
    const owner = await signUpOwner(() => pill.url);
    const link = await createLink(owner);
    const freshness = await analysisFreshness(pill.url, owner);
    const publicPath = `/api/public/feedback-links/${link.shortCode}`;
    const publicJson = (await new Client(() => pill.url).get(publicPath)).text;
    const body = JSON.stringify({
      responses: [
        { questionId: 'default-general-1', response: 'You explain decisions clearly and listen in meetings.' },
        { questionId: 'default-general-2', response: 'Share the agenda a day before.' },
      ],
    });

    const port = 20000 + Math.floor(Math.random() * 20000);
    const bare = fork(join(__dirname, 'bare-server.ts'), [], {
      env: {
        ...process.env,
        PORT: String(port),
        BENCH_PUBLIC_JSON: publicJson,
        BENCH_DB: join(mkdtempSync(join(tmpdir(), 'pill-bench-')), 'bare.db'),
      },
      execArgv: ['-r', join(__dirname, '..', 'scripts', 'register.cjs')],
    });
    await new Promise((resolve) => bare.once('message', resolve));
    try {
      const bareUrl = `http://127.0.0.1:${port}`;
      const pillRead = await load(pill.url + publicPath, 'GET');
      const bareRead = await load(bareUrl + publicPath, 'GET');
      const pillSubmit = await load(`${pill.url}${publicPath}/responses`, 'POST', body);
      const bareSubmit = await load(`${bareUrl}${publicPath}/responses`, 'POST', body);
      return [
        { name: 'public read: Pill', value: pillRead.rps, unit: 'req/s' },
        { name: 'public read: bare node:http', value: bareRead.rps, unit: 'req/s' },
        { name: 'public read: Pill / bare throughput', value: pillRead.rps / bareRead.rps, unit: 'ratio' },
        { name: 'public read p99: Pill', value: pillRead.p99, unit: 'ms' },
        { name: 'public read p99: bare node:http', value: bareRead.p99, unit: 'ms' },
        { name: 'submission: Pill', value: pillSubmit.rps, unit: 'req/s' },
        { name: 'submission: bare node:http + zod + SQLite insert', value: bareSubmit.rps, unit: 'req/s' },
        { name: 'submission: Pill / bare throughput', value: pillSubmit.rps / bareSubmit.rps, unit: 'ratio' },
        { name: 'submission p99: Pill', value: pillSubmit.p99, unit: 'ms' },
        { name: 'submission p99: bare node:http + zod + SQLite', value: bareSubmit.p99, unit: 'ms' },
        { name: 'non-2xx answers from Pill', value: pillRead.errors + pillSubmit.errors, unit: 'count' },
        { name: 'last submission to a current analysis (50 answers)', value: freshness, unit: 'ms' },
      ];
    } finally {
      bare.kill();
    }
  } finally {
    await pill.close();
  }
}

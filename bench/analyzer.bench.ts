/**
 * The built-in analysis: how fast answers are embedded, how long a run over 1,000 and 10,000
 * answers takes once their vectors are stored, and, in the running product, how long the event
 * loop that serves requests is held while 300 long submissions to one link are embedded and
 * analysed, and the memory it takes.
 */
import { DIMENSIONS } from '../services/platform/src/encoder/sentence-encoder';
import { ANALYSIS_MODEL } from '../services/platform/src/encoder/model-files';
import { WorkerEncoder } from '../services/platform/src/encoder/worker-encoder';
import { quantizeRows } from '../services/platform/src/vectors/quantized-rows';
import type { AnalysisAnswer, AnalysisInput } from '../services/analysis/src/analyzer/analyzer.port';
import { embedQuestions } from '../services/analysis/src/analyzer/local/embed-units';
import { inThisThread, WorkerEngine } from '../services/analysis/src/analyzer/local/local-analyzer';
import { unitsOf } from '../services/analysis/src/analyzer/local/units';
import { createLink } from '../test/api/support/builders';
import { startEmbeddedTarget } from '../test/api/support/app';
import { Client, signUpOwner } from '../test/api/support/http';
import type { Figure } from './http.bench';

const QUESTIONS = [
  'What should I keep doing?',
  'What should I start or stop doing?',
  'How well do I listen when you bring me a problem?',
  'Is there anything else you would like me to know?',
];
const SENTENCES = [
  'You explain the reasoning behind decisions really clearly',
  'you interrupt people before they finish their point',
  'the weekly one-to-ones are the most useful part of my week',
  'priorities change so often that it feels like a moving target',
  'you always give credit to the team in the all-hands',
  'there are too many status meetings and most repeat the group chat',
  'I would not say listening is a strength of yours',
  'your knowledge of the machines saves us hours every shift',
  'the rota comes out on a Sunday night',
  'great, another briefing that could have been a message',
  'the new starters get thrown in without any training',
  'the handover notes are clear and I always know what happened overnight',
  'the forklift brakes have been reported three times and it is still in use',
  'the breaks are too short on long shifts',
  'you stay calm when the pass is ten tickets deep',
  'deadlines slip because every sign-off waits on you',
];
const OPENERS = ['Honestly,', 'To be fair,', 'Most weeks', 'On nights', 'Lately', ''];

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Answers of one to `max` sentences from a fixed stock (so their units repeat), deterministic. */
export function generateAnswers(count: number, seed = 42, max = 3): AnalysisAnswer[] {
  const rnd = prng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: count }, (_, i) => {
    const sentences = Array.from({ length: 1 + Math.floor(rnd() * max) }, () => `${pick(OPENERS)} ${pick(SENTENCES)}`.trim());
    const response = sentences.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`).join(' ');
    return { responseId: `r${i}`, submissionId: `s${Math.floor(i / 3)}`, questionText: pick(QUESTIONS), response };
  });
}

/** The analysis input of `answers`, each distinct unit embedded once. */
async function withVectors(encoder: WorkerEncoder, answers: AnalysisAnswer[]): Promise<AnalysisInput> {
  const spans = answers.map((a) => unitsOf(a.response));
  const distinct = [...new Set(spans.flatMap((s, i) => s.map(([a, b]) => answers[i].response.slice(a, b))))];
  const vectors = await encoder.embed(distinct);
  const row = new Map(distinct.map((t, i) => [t, vectors.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS)]));
  const units = spans.map((s, i) => {
    const rows = new Float32Array(s.length * DIMENSIONS);
    s.forEach(([a, b], k) => rows.set(row.get(answers[i].response.slice(a, b)) as Float32Array, k * DIMENSIONS));
    return { spans: s, ...quantizeRows(rows, DIMENSIONS) };
  });
  return {
    answers,
    units,
    questions: await embedQuestions(
      encoder,
      answers.map((a) => a.questionText),
    ),
  };
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

async function embeddingThroughput(encoder: WorkerEncoder): Promise<Figure[]> {
  const answers = generateAnswers(400, 3, 4).map((a, i) => `${a.response} (${i})`);
  const units = answers.flatMap((a) => unitsOf(a).map(([s, e]) => a.slice(s, e)));
  await encoder.embed(units.slice(0, 20)); // load the model outside the timing
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await encoder.embed(units);
  const wall = seconds(started);
  const used = process.cpuUsage(cpu);
  return [
    { name: 'embedding: units (clauses) per second', value: units.length / wall, unit: '/s' },
    { name: 'embedding: answers per second', value: answers.length / wall, unit: '/s' },
    { name: 'embedding: units per CPU-second', value: units.length / ((used.user + used.system) / 1e6), unit: '/s' },
  ];
}

/** A run in the analysis thread (wall time, vectors moved to it) and the same run's CPU time in this one. */
async function runs(encoder: WorkerEncoder): Promise<Figure[]> {
  const engine = new WorkerEngine();
  const out: Figure[] = [];
  try {
    await engine.run(await withVectors(encoder, generateAnswers(50, 5))); // start the thread outside the timings
    for (const count of [1_000, 10_000]) {
      const answers = generateAnswers(count, count);
      const input = await withVectors(encoder, answers);
      const again = await withVectors(encoder, answers);
      const started = process.hrtime.bigint();
      await engine.run(input);
      out.push({ name: `analysis run, ${count.toLocaleString('en')} answers (stored vectors)`, value: seconds(started), unit: 's' });
      const cpu = process.cpuUsage();
      await inThisThread(again);
      const used = process.cpuUsage(cpu);
      out.push({
        name: `analysis run, ${count.toLocaleString('en')} answers, CPU time`,
        value: (used.user + used.system) / 1e6,
        unit: 's',
      });
    }
  } finally {
    await engine.close();
  }
  return out;
}

/** The process's own event-loop delay and memory, from its /metrics (on METRICS_PORT). */
async function gatewayMetrics(metricsUrl: string): Promise<{ lagMax: number; rss: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  return { lagMax: value('nodejs_eventloop_lag_max_seconds'), rss: value('process_resident_memory_bytes') };
}

/**
 * 300 long submissions to one link in the embedded product, then its analysis; meanwhile a client
 * asks /healthz every 10 ms. The slowest answer is how long a request waited on the busy process.
 */
async function inTheProduct(): Promise<Figure[]> {
  const pill = await startEmbeddedTarget({ SAMPLE_PILLS: 'off', LOG_LEVEL: 'error', ANALYSIS_QUIET_PERIOD_MS: '1500' });
  try {
    const owner = await signUpOwner(() => pill.url);
    const respondent = new Client(() => pill.url);
    // Warm up first: the first requests of a fresh process compile their code paths (about 90 ms, before and after this change).
    const warmUp = await createLink(owner);
    for (const a of generateAnswers(20, 9))
      await respondent.post(`/api/public/feedback-links/${warmUp.shortCode}/responses`, {
        responses: [{ questionId: 'default-general-1', response: a.response }],
      });
    await owner.get(`/api/feedback-links/${warmUp.id}/unified-analytics`);
    const link = await createLink(owner);
    const long = generateAnswers(300, 11, 12);
    await gatewayMetrics(pill.metricsUrls[0]); // resets the lag histogram: what follows is this scenario's
    let worst = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = process.hrtime.bigint();
        await fetch(`${pill.url}/healthz`);
        worst = Math.max(worst, seconds(started));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = process.hrtime.bigint();
    for (const a of long)
      await respondent.post(`/api/public/feedback-links/${link.shortCode}/responses`, {
        responses: [{ questionId: 'default-general-1', response: a.response }],
      });
    const submitted = seconds(started);
    let current = 0;
    for (;;) {
      const unified = (await owner.get(`/api/feedback-links/${link.id}/unified-analytics`)).body;
      if (unified.isCurrent && unified.summary?.responseCount === 300) {
        current = seconds(started);
        break;
      }
      if (seconds(started) > 300) throw new Error('the analysis of 300 long submissions never became current');
      await new Promise((r) => setTimeout(r, 250));
    }
    polling = false;
    await poll;
    const { lagMax, rss } = await gatewayMetrics(pill.metricsUrls[0]);
    return [
      { name: '300 long submissions: sent in', value: submitted, unit: 's' },
      { name: '300 long submissions: analysis current after', value: current, unit: 's' },
      { name: '300 long submissions: slowest /healthz meanwhile', value: worst * 1000, unit: 'ms' },
      { name: '300 long submissions: event loop delay, max', value: lagMax * 1000, unit: 'ms' },
      { name: 'embedded process resident memory after', value: rss / 1e6, unit: 'MB' },
    ];
  } finally {
    await pill.close();
  }
}

export async function benchAnalyzer(): Promise<Figure[]> {
  const encoder = new WorkerEncoder(ANALYSIS_MODEL);
  try {
    return [...(await embeddingThroughput(encoder)), ...(await runs(encoder)), ...(await inTheProduct())];
  } finally {
    await encoder.close();
  }
}

if (require.main === module) {
  benchAnalyzer()
    .then((rows) => rows.forEach((r) => process.stdout.write(`${r.name}: ${r.value.toFixed(3)} ${r.unit}\n`)))
    .catch((err: unknown) => {
      process.stderr.write(`${String(err)}\n`);
      process.exitCode = 1;
    });
}

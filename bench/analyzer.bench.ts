/**
 * Times the built-in analyzer on generated, realistic answers: a cold run on 1,000 and 20,000
 * answers, the same through the service path that yields to the event loop, and the common case
 * of re-analysing 20,000 after one more arrives (cached answers).
 */
import { clearAnswerCache } from '../services/analysis/src/analyzer/answer-insight';
import type { AnalysisAnswer } from '../services/analysis/src/analyzer/analyzer.port';
import { LocalAnalyzer, analyzeLocally } from '../services/analysis/src/analyzer/local-analyzer';

const QUESTIONS = [
  'What should I keep doing?', 'What should I start or stop doing?', 'How well do I listen when you bring me a problem or an idea?',
  'How clear am I about priorities and what good looks like?', 'Is there anything else you would like me to know?', 'How was the pace and length?',
];
const OPENERS = ['Honestly,', 'To be fair,', 'In our last project', 'Most weeks', 'During the migration', 'In planning', 'Lately', ''];
const BODIES = [
  'you explain the reasoning behind decisions really clearly',
  'you interrupt people before they finish their point',
  'the weekly one-on-ones are the most useful part of my week',
  'priorities change so often that it feels like a moving target',
  'you always give credit to the team in the all-hands',
  'there are too many status meetings and most repeat what is in Slack',
  'I would not say listening is a strength of yours',
  'your technical expertise saves us days in code review',
  'the slides were a wall of text and the pace was too fast',
  'great, another meeting that could have been an email',
  'you delegate well and let us own our areas',
  'I am burned out and have worked most weekends since the launch',
  'deadlines slip because reviews wait on you',
  'the drinks at the offsite were fun and we killed it on the launch',
];
const CLOSERS = ['', 'Keep it up.', 'Please fix this soon.', 'It would help to write decisions down.', 'Thanks for asking.', 'Maybe fewer meetings.'];

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Answers of one to three sentences, nearly all distinct (sprint numbers vary), deterministic. */
export function generateAnswers(count: number, seed = 42): AnalysisAnswer[] {
  const rnd = prng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: count }, (_, i) => {
    const sentences = 1 + Math.floor(rnd() * 3);
    const parts: string[] = [];
    for (let s = 0; s < sentences; s++) {
      const body = `${pick(OPENERS)} ${pick(BODIES)}`.trim();
      parts.push(`${body.charAt(0).toUpperCase()}${body.slice(1)} (sprint ${1 + Math.floor(rnd() * 400)}).`);
    }
    parts.push(pick(CLOSERS));
    return { responseId: `r${i}`, submissionId: `s${Math.floor(i / 5)}`, questionText: pick(QUESTIONS), response: parts.join(' ').trim() };
  });
}

/** Wall time and CPU time in seconds; CPU time stays meaningful when other processes share the cores. */
function time(fn: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  fn();
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - started) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

export async function benchAnalyzer(): Promise<Array<{ name: string; value: number; unit: string }>> {
  analyzeLocally({ answers: generateAnswers(1_000, 1) }); // load the language model and warm the JIT outside the timings
  const small = generateAnswers(1_000);
  const large = generateAnswers(20_000, 7);
  clearAnswerCache();
  const cold1k = time(() => analyzeLocally({ answers: small }));
  clearAnswerCache();
  const cold20k = time(() => analyzeLocally({ answers: large }));
  const oneMore = [...large, ...generateAnswers(1, 99)];
  const warm20k = time(() => analyzeLocally({ answers: oneMore }));
  // The service path yields to the event loop between slices of answers; it should cost little more.
  clearAnswerCache();
  const started = process.hrtime.bigint();
  await new LocalAnalyzer().analyze({ answers: large });
  const service20k = Number(process.hrtime.bigint() - started) / 1e9;
  return [
    { name: 'local analyzer, 1,000 answers (cold)', value: cold1k.wall, unit: 's' },
    { name: 'local analyzer, 1,000 answers (cold), CPU time', value: cold1k.cpu, unit: 's' },
    { name: 'local analyzer, 20,000 answers (cold)', value: cold20k.wall, unit: 's' },
    { name: 'local analyzer, 20,000 answers (cold), CPU time', value: cold20k.cpu, unit: 's' },
    { name: 'local analyzer service path, 20,000 answers (cold, yielding)', value: service20k, unit: 's' },
    { name: 'local analyzer, 20,001 answers after 20,000 (cached)', value: warm20k.wall, unit: 's' },
  ];
}

if (require.main === module) {
  benchAnalyzer()
    .then((rows) => rows.forEach((r) => process.stdout.write(`${r.name}: ${r.value.toFixed(3)} ${r.unit}\n`)))
    .catch((err: unknown) => { process.stderr.write(`${String(err)}\n`); process.exitCode = 1; });
}

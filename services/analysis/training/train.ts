/**
 * `npm run train:analysis`: trains the reading model (tone, concern and topic heads over unit and
 * question vectors and hashed words) from the labelled corpora in `corpus/` and the units of the
 * development rounds, and writes `src/analyzer/local/trained-heads.json`.
 * Deterministic: the same data gives the same file. `-- --cv` also prints a 5-fold
 * cross-validation of every head; `ONLY=polarity` (or concern, topic) retrains only those heads and
 * keeps the others of the current file; `HOLD_OUT=round-27,round-28` leaves those rounds out, so they
 * can be scored as if unseen (a leave-rounds-out check; the file written is then not for committing).
 */
import { Head, type StoredHead } from '@pill/platform/encoder/classifier-head';
import { embedAll } from '@pill/platform/encoder/embedding-cache';
import { hashedGrams } from '@pill/platform/encoder/hashed-grams';
import { random, trainHead as train, type Rows, type TrainOptions } from '@pill/platform/encoder/head-trainer';
import { DIMENSIONS } from '@pill/platform/encoder/sentence-encoder';
import { ANALYSIS_MODEL } from '@pill/platform/encoder/model-files';
import { WorkerEncoder } from '@pill/platform/encoder/worker-encoder';
import { readFileSync, writeFileSync } from 'node:fs';
import { readRounds } from '../eval/labelled-link';
import { KNOWN_TOPICS } from '../src/analyzer/local/known-topics';
import {
  CONCERN_KINDS,
  CONCERN_LABELS,
  MODEL_PATH,
  OTHER_TOPIC,
  POLARITIES,
  type ConcernKind,
  type StoredModel,
} from '../src/analyzer/local/reading-model';
import { readCorpus, type Example } from './corpus';
import { roundUnits } from './round-units';

/** Development rounds whose units are training data; blind rounds join only after their first contact (see eval/README.md). */
export const TRAINING_ROUNDS = [
  'round-00-development',
  'round-06',
  'round-07',
  'round-08',
  'round-09',
  'round-10',
  'round-11',
  'round-12',
  'round-13',
  'round-14',
  'round-15',
  'round-16',
  'round-17',
  'round-18',
  'round-19',
  'round-20',
  'round-21',
  'round-22',
  'round-23',
  'round-24',
  'round-25',
  'round-26',
  'round-27',
  'round-28',
  'round-29',
  'round-30',
  'round-31',
  'round-32',
  'round-33',
  'round-34',
  'round-35',
  'round-36',
  'round-37',
  'training-a',
  'training-b',
  'training-c',
];

const OPTIONS: Partial<TrainOptions> = { epochs: 30, learningRate: 0.005, l2: 1e-5, batch: 32 };
const WIDE = { buckets: 8192, value: 0.3 };
const FOLDS = 5;
/** A unit takes a known topic only when the topic head is at least this sure. */
const TOPIC_THRESHOLD = 0.25;
/** Share of passes a unit is read without its question. */
const QUESTION_DROPOUT = 0.3;
const TOPICS = [...Object.keys(KNOWN_TOPICS), OTHER_TOPIC];
const HELD_OUT = process.env.HOLD_OUT?.split(',') ?? [];

/** A head's training set: `hidden` ReLU units over the vectors (0 for none), `readsQuestion` whether the question's vector is an input. */
interface Set {
  examples: Example[];
  units: Float32Array;
  questions: Float32Array;
  y: number[][];
  readsQuestion: boolean;
  hidden: number;
}

function rows(set: Set, picked: number[]): Rows {
  const dims = set.readsQuestion ? 2 * DIMENSIONS : DIMENSIONS;
  const dense = new Float32Array(picked.length * dims);
  picked.forEach((r, i) => {
    dense.set(set.units.subarray(r * DIMENSIONS, (r + 1) * DIMENSIONS), i * dims);
    if (set.readsQuestion) dense.set(set.questions.subarray(r * DIMENSIONS, (r + 1) * DIMENSIONS), i * dims + DIMENSIONS);
  });
  const dropout = set.readsQuestion ? { from: DIMENSIONS, to: dims, p: QUESTION_DROPOUT } : undefined;
  return { dense, dims, sparse: picked.map((r) => hashedGrams(set.examples[r].text, WIDE.buckets)), wide: WIDE, dropout };
}

function trainHead(set: Set, picked: number[], labels: readonly string[]): StoredHead {
  return {
    labels: [...labels],
    question: set.readsQuestion,
    ...train(
      rows(set, picked),
      picked.map((i) => set.y[i]),
      labels.length,
      { ...OPTIONS, hidden: set.hidden },
    ),
  };
}

const at = (set: Set, i: number): [Float32Array, Float32Array] => [
  set.units.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS),
  set.questions.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS),
];

/** Out-of-fold probabilities: each example scored by a head that never saw it. */
function outOfFold(set: Set, labels: readonly string[]): Float32Array[] {
  const rnd = random(11);
  const fold = set.y.map(() => Math.floor(rnd() * FOLDS));
  const probs: Float32Array[] = new Array(set.y.length);
  for (let f = 0; f < FOLDS; f++) {
    const train = set.y.map((_, i) => i).filter((i) => fold[i] !== f);
    const head = new Head(trainHead(set, train, labels));
    set.y.forEach((_, i) => {
      if (fold[i] === f) probs[i] = head.probabilities(...at(set, i), set.examples[i].text);
    });
  }
  return probs;
}

const argmax = (p: Float32Array) => p.reduce((best, v, i) => (v > p[best] ? i : best), 0);

function report(name: string, set: Set, labels: readonly string[], probs: Float32Array[]): void {
  for (const [what, keep] of [
    ['all', () => true],
    ['development-round units', (e: Example) => e.source === 'round'],
  ] as const) {
    const idx = set.y.map((_, i) => i).filter((i) => keep(set.examples[i]));
    if (idx.length === 0) continue;
    const correct = idx.filter((i) => set.y[i].includes(argmax(probs[i]))).length;
    process.stdout.write(`${name} (${what}): ${idx.length} examples, out-of-fold accuracy ${((100 * correct) / idx.length).toFixed(1)}%\n`);
    labels.forEach((label, c) => {
      const tp = idx.filter((i) => set.y[i].includes(c) && argmax(probs[i]) === c).length;
      const predicted = idx.filter((i) => argmax(probs[i]) === c).length;
      const actual = idx.filter((i) => set.y[i].includes(c)).length;
      const share = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(0)}%`;
      process.stdout.write(`  ${label.padEnd(14)} precision ${share(tp, predicted)}  recall ${share(tp, actual)}  (${actual})\n`);
    });
  }
}

/**
 * Per kind, the probability above which a unit is flagged: the one with the best F0.5 (precision
 * counts twice) on out-of-fold scores of every example, never below 0.5.
 */
function thresholds(set: Set, probs: Float32Array[]): Record<ConcernKind, number> {
  const out = {} as Record<ConcernKind, number>;
  for (const kind of CONCERN_KINDS) {
    const c = CONCERN_LABELS.indexOf(kind);
    const scored = probs.map((p, i) => ({ p: p[c], hit: set.y[i].includes(c) })).sort((a, b) => b.p - a.p);
    const positives = scored.filter((s) => s.hit).length;
    let tp = 0;
    let best = { f: -1, t: 0.99 };
    scored.forEach((s, n) => {
      if (s.hit) tp++;
      const precision = tp / (n + 1);
      const recall = tp / Math.max(1, positives);
      const f = (1.25 * precision * recall) / Math.max(1e-9, 0.25 * precision + recall);
      if (s.p >= 0.5 && f > best.f) best = { f, t: s.p };
    });
    out[kind] = Math.round(best.t * 1000) / 1000;
  }
  process.stdout.write(`concern thresholds: ${JSON.stringify(out)}\n`);
  return out;
}

/** `readsQuestion`: what was asked tips a unit's tone and topic, but not whether it reports a concern. */
async function labelled(
  examples: Example[],
  labels: readonly string[],
  readsQuestion: boolean,
  hidden: number,
  embed: (t: string[]) => Promise<Float32Array>,
): Promise<Set> {
  const y = examples.map((e) => (Array.isArray(e.label) ? e.label : [e.label]).map((l) => labels.indexOf(l)));
  const unknown = examples.filter((_, i) => y[i].some((c) => c < 0));
  if (unknown.length > 0) throw new Error(`unknown labels: ${[...new Set(unknown.map((e) => String(e.label)))].join(', ')}`);
  const units = await embed(examples.map((e) => e.text));
  const asked = [...new Set(examples.flatMap((e) => (e.question ? [e.question] : [])))];
  const vectors = await embed(asked);
  const questions = new Float32Array(examples.length * DIMENSIONS);
  examples.forEach((e, i) => {
    const q = e.question ? asked.indexOf(e.question) : -1;
    if (q >= 0) questions.set(vectors.subarray(q * DIMENSIONS, (q + 1) * DIMENSIONS), i * DIMENSIONS);
  });
  return { examples, units, questions, y, readsQuestion, hidden };
}

/** Topic examples: the topic corpus, each known topic's own description, and plain facts as OTHER_TOPIC. */
function topicExamples(polarityCorpus: Example[]): Example[] {
  const described = Object.entries(KNOWN_TOPICS).flatMap(([label, phrases]) =>
    phrases.map((text) => ({ text, label, source: 'known-themes' })),
  );
  const facts = polarityCorpus.filter((e) => e.label === 'neutral').map((e) => ({ ...e, label: OTHER_TOPIC }));
  return [...readCorpus('themes'), ...described, ...facts];
}

async function main(): Promise<void> {
  const encoder = new WorkerEncoder(ANALYSIS_MODEL);
  const embed = (texts: string[]) => embedAll(encoder, texts);
  const crossValidate = process.argv.includes('--cv');
  try {
    const fromRounds = roundUnits(
      readRounds().filter((r) => TRAINING_ROUNDS.includes(r.key) && !HELD_OUT.includes(r.key)),
      Object.keys(KNOWN_TOPICS),
    );
    const polarityCorpus = readCorpus('polarity');
    // Tone needs what was asked and how it combines with the words (a hidden layer); concerns and topics do with a linear read.
    const polarity = await labelled([...polarityCorpus, ...fromRounds.polarity], POLARITIES, true, 32, embed);
    const concern = await labelled([...readCorpus('concerns'), ...fromRounds.concern], CONCERN_LABELS, true, 0, embed);
    const topic = await labelled([...topicExamples(polarityCorpus), ...fromRounds.topic], TOPICS, true, 0, embed);
    if (crossValidate) report('polarity', polarity, POLARITIES, outOfFold(polarity, POLARITIES));
    const only = process.env.ONLY?.split(',');
    const previous = only ? (JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as StoredModel) : undefined;
    const concernProbs = previous && !only?.includes('concern') ? [] : outOfFold(concern, CONCERN_LABELS);
    if (crossValidate) report('concern', concern, CONCERN_LABELS, concernProbs);
    if (crossValidate) report('topic', topic, TOPICS, outOfFold(topic, TOPICS));
    const all = (set: Set) => set.y.map((_, i) => i);
    const keep = (head: keyof StoredModel) => previous !== undefined && !only?.includes(head);
    const model: StoredModel = {
      encoder: encoder.modelId,
      polarity: keep('polarity') && previous ? previous.polarity : trainHead(polarity, all(polarity), POLARITIES),
      concern:
        keep('concern') && previous
          ? previous.concern
          : { ...trainHead(concern, all(concern), CONCERN_LABELS), thresholds: thresholds(concern, concernProbs) },
      topic: keep('topic') && previous ? previous.topic : { ...trainHead(topic, all(topic), TOPICS), threshold: TOPIC_THRESHOLD },
    };
    writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
    process.stdout.write(
      `wrote ${MODEL_PATH}: polarity ${polarity.y.length}, concerns ${concern.y.length}, topics ${topic.y.length} examples\n`,
    );
  } finally {
    await encoder.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exitCode = 1;
});

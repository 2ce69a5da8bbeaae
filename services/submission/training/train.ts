/**
 * `npm run train:moderation`: trains the harm gate (token vectors and hashed words) and the harm classifier
 * (sentence vector and hashed words) on `corpus/*.jsonl`, chooses both thresholds on out-of-fold
 * scores, reports them, and writes `src/moderation/harm-model.json`. Deterministic.
 * Blind sets train only once retired (`retired-sets/`, scored once at first contact before);
 * the sealed sets in `../eval/sealed` and the development sets in `../eval/sets` are never read here.
 */
import { Head, type StoredHead } from '@pill/platform/encoder/classifier-head';
import { embedAll } from '@pill/platform/encoder/embedding-cache';
import { hashedGrams } from '@pill/platform/encoder/hashed-grams';
import { random, trainHead, type TrainOptions } from '@pill/platform/encoder/head-trainer';
import { DIMENSIONS } from '@pill/platform/encoder/sentence-encoder';
import { TOKEN_DIMENSIONS, TokenVectors } from '@pill/platform/encoder/token-vectors';
import { MODERATION_MODEL } from '@pill/platform/encoder/model-files';
import { WorkerEncoder } from '@pill/platform/encoder/worker-encoder';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HARM_LABELS, HARM_MODEL_PATH, likeliestHarm, type StoredHarmModel } from '../src/moderation/harm-classifier';
import { readAnswer } from '../src/moderation/normalize';

const WIDE = { buckets: 16384, value: 0.3 };
const CLASSIFIER: Partial<TrainOptions> = { hidden: 64, epochs: 15, learningRate: 0.005, l2: 1e-5, batch: 32 };
const GATE: Partial<TrainOptions> = { hidden: 64, epochs: 10, learningRate: 0.005, l2: 1e-6, batch: 32 };
const FOLDS = 5;
/**
 * Legitimate answers weigh as much as all harmful kinds together, so an answer the models know
 * nothing about (a name, "n/a") leans to ok; the harmful kinds share the other half alike.
 */
const CLASS_WEIGHTS = HARM_LABELS.map((l) => (l === 'ok' ? 0.5 : 0.5 / (HARM_LABELS.length - 1)));
/**
 * Out of fold, at most this share (the issue's aim) of the retired blind sets' legitimate answers
 * refused: the threshold that refuses most harm within it. Those sets were written blind, as the
 * sets that judge the model are, and their look-alikes are harder than the corpus's: at the
 * corpus's 5% the model refused 4% of real feedback held out.
 */
export const MAX_FALSE_REFUSALS = 0.03;
/**
 * Out of fold, at most this share of the honest feedback (the analysis corpora and rounds) refused:
 * everyday answers ("good coach, very patient") far outnumber look-alikes, so their share must be
 * smaller still.
 */
export const MAX_FEEDBACK_REFUSALS = 0.01;
/** Out of fold, the gate lets through at most this share of what the classifier refuses. */
export const MAX_GATE_MISSES = 0.01;

interface Example {
  text: string;
  label: string;
}
const CORPUS = join(__dirname, 'corpus');
const RETIRED = join(__dirname, 'retired-sets');
const ANALYSIS = join(__dirname, '..', '..', 'analysis');
/** The analysis corpora: thousands of honest feedback sentences, reports of misconduct among them. */
const FEEDBACK = ['concerns', 'polarity', 'themes'].map((d) => join(ANALYSIS, 'training', 'corpus', d));
/** Whole answers of the analysis rounds, all honest; these rounds are kept out to measure false refusals. */
export const HELD_OUT_ROUNDS = ['round-15.json', 'round-16.json'];
const ROUNDS = join(ANALYSIS, 'eval', 'rounds');

export const roundAnswers = (files: string[]): string[] =>
  files.flatMap((f) =>
    (JSON.parse(readFileSync(join(ROUNDS, f), 'utf8')) as Array<{ answers: string[][] }>).flatMap((l) => l.answers.map((a) => a[1])),
  );
const trainingRounds = () => readdirSync(ROUNDS).filter((f) => f.endsWith('.json') && !HELD_OUT_ROUNDS.includes(f));

const readJsonl = (dir: string): Example[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Example),
    );

const readSets = (dir: string): Example[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Example[]);

/** The moderation corpus: harmful answers of each kind with as many legitimate look-alikes, then the retired blind sets. */
export const readModerationCorpus = (): { corpus: Example[]; retired: number } => {
  const retired = readSets(RETIRED);
  return { corpus: [...readJsonl(CORPUS), ...retired], retired: retired.length };
};

/** Honest feedback from the analysis corpora and rounds, all legitimate, never one of the moderation corpus's texts. */
export function readFeedback(exclude: ReadonlySet<string>): Example[] {
  const all = [...FEEDBACK.flatMap(readJsonl).map((e) => e.text), ...roundAnswers(trainingRounds())];
  const texts = new Set(all.filter((t) => !exclude.has(t)));
  return [...texts].map((text) => ({ text, label: 'ok' }));
}

/** Each text's sentence vector (for the classifier) and token vector (for the gate). */
interface Data {
  texts: string[];
  vectors: Float32Array;
  tokenVectors: Float32Array;
  y: number[];
}

const rowsOf = (source: Float32Array, dims: number, picked: number[]) => {
  const dense = new Float32Array(picked.length * dims);
  picked.forEach((r, i) => dense.set(source.subarray(r * dims, (r + 1) * dims), i * dims));
  return dense;
};

export function classifierHead(data: Data, picked: number[]): StoredHead {
  const dense = rowsOf(data.vectors, DIMENSIONS, picked);
  const rows = { dense, dims: DIMENSIONS, sparse: picked.map((r) => hashedGrams(data.texts[r], WIDE.buckets)), wide: WIDE };
  const head = trainHead(
    rows,
    picked.map((r) => [data.y[r]]),
    HARM_LABELS.length,
    { ...CLASSIFIER, classWeights: CLASS_WEIGHTS },
  );
  return { labels: [...HARM_LABELS], question: false, ...head };
}

/**
 * The gate learns harm against everyday feedback only: the corpus's look-alikes are the encoder's
 * to tell apart, and teaching the gate to pass them would teach it to pass harm worded alike.
 */
export function gateHead(data: Data, examples: number[], corpusRows: number): StoredHead {
  const picked = examples.filter((i) => i >= corpusRows || data.y[i] !== 0);
  const dense = rowsOf(data.tokenVectors, TOKEN_DIMENSIONS, picked);
  const rows = { dense, dims: TOKEN_DIMENSIONS, sparse: picked.map((r) => hashedGrams(data.texts[r], WIDE.buckets)), wide: WIDE };
  return {
    labels: ['ok', 'harm'],
    question: false,
    ...trainHead(
      rows,
      picked.map((r) => [data.y[r] === 0 ? 0 : 1]),
      2,
      GATE,
    ),
  };
}

const NONE = new Float32Array(0);
const row = (source: Float32Array, dims: number, i: number) => source.subarray(i * dims, (i + 1) * dims);

/**
 * Out-of-fold chance of harm from both models, and the classifier's likeliest label, for every row:
 * the moderation corpus (the first `corpusRows`) and the honest feedback after it.
 */
export function outOfFold(data: Data, corpusRows: number): Array<{ gate: number; harm: number; label: number }> {
  const rnd = random(11);
  const fold = data.y.map(() => Math.floor(rnd() * FOLDS));
  const out = new Array<{ gate: number; harm: number; label: number }>(data.y.length);
  for (let f = 0; f < FOLDS; f++) {
    const train = data.y.map((_, i) => i).filter((i) => fold[i] !== f);
    const [gate, classifier] = [new Head(gateHead(data, train, corpusRows)), new Head(classifierHead(data, train))];
    data.y.forEach((_, i) => {
      if (fold[i] !== f) return;
      const probs = classifier.probabilities(row(data.vectors, DIMENSIONS, i), NONE, data.texts[i]);
      const gated = 1 - gate.probabilities(row(data.tokenVectors, TOKEN_DIMENSIONS, i), NONE, data.texts[i])[0];
      out[i] = { gate: gated, harm: 1 - probs[0], label: likeliestHarm(probs) };
    });
  }
  return out;
}

/** The lowest threshold whose out-of-fold false refusals among rows `from` on stay within `share`. */
function refuseAbove(scores: ReturnType<typeof outOfFold>, y: number[], from: number, share: number): number {
  const legit = scores
    .filter((_, i) => i >= from && y[i] === 0)
    .map((s) => s.harm)
    .sort((a, b) => b - a);
  const allowed = Math.floor(share * legit.length);
  return Math.round(Math.min(0.95, Math.max(0.5, legit[allowed] + 1e-4)) * 1000) / 1000;
}

/** The highest gate threshold that keeps all but MAX_GATE_MISSES of the refused harm for the encoder. */
function unsureAbove(scores: ReturnType<typeof outOfFold>, y: number[], refuse: number): number {
  const caught = scores
    .filter((s, i) => y[i] !== 0 && s.harm >= refuse)
    .map((s) => s.gate)
    .sort((a, b) => a - b);
  return Math.floor(caught[Math.floor(MAX_GATE_MISSES * caught.length)] * 1e4) / 1e4;
}

function report(scores: ReturnType<typeof outOfFold>, y: number[], refuse: number, unsure: number): void {
  HARM_LABELS.forEach((label, c) => {
    const idx = y.flatMap((v, i) => (v === c ? [i] : []));
    const refused = idx.filter((i) => scores[i].gate >= unsure && scores[i].harm >= refuse);
    const right = refused.filter((i) => scores[i].label === c).length;
    const what = c === 0 ? 'refused (false)' : `refused, ${right} as ${label}`;
    process.stdout.write(`  ${label.padEnd(24)} ${idx.length} examples, ${refused.length} ${what}\n`);
  });
  const gated = scores.filter((s) => s.gate >= unsure).length;
  process.stdout.write(`  encoder read ${gated} of ${scores.length} (${((100 * gated) / scores.length).toFixed(1)}%)\n`);
}

async function main(): Promise<void> {
  const encoder = new WorkerEncoder(MODERATION_MODEL);
  try {
    const { corpus, retired } = readModerationCorpus();
    const examples = [...corpus, ...readFeedback(new Set(corpus.map((e) => e.text)))];
    const texts = examples.map((e) => readAnswer(e.text).plain[0]);
    const y = examples.map((e) => HARM_LABELS.indexOf(e.label as never));
    if (y.some((c) => c < 0)) throw new Error(`unknown labels: ${[...new Set(examples.filter((_, i) => y[i] < 0).map((e) => e.label))]}`);
    const tokens = new TokenVectors();
    const tokenVectors = new Float32Array(texts.length * TOKEN_DIMENSIONS);
    texts.forEach((t, i) => tokenVectors.set(tokens.embed(t), i * TOKEN_DIMENSIONS));
    const data = { texts, vectors: await embedAll(encoder, texts), tokenVectors, y };
    const everyRow = outOfFold(data, corpus.length);
    const scores = everyRow.slice(0, corpus.length);
    const scoredY = y.slice(0, corpus.length);
    const refuse = Math.max(
      refuseAbove(scores, scoredY, corpus.length - retired, MAX_FALSE_REFUSALS),
      refuseAbove(everyRow, y, corpus.length, MAX_FEEDBACK_REFUSALS),
    );
    const unsure = unsureAbove(scores, scoredY, refuse);
    const feedback = everyRow.slice(corpus.length);
    const refusedFeedback = feedback.filter((s) => s.gate >= unsure && s.harm >= refuse).length;
    process.stdout.write(
      `out of fold (${FOLDS} folds): refuse above ${refuse}, gate unsure above ${unsure}; ` +
        `honest feedback refused ${refusedFeedback} of ${feedback.length}\n`,
    );
    report(scores, scoredY, refuse, unsure);
    const all = y.map((_, i) => i);
    const model: StoredHarmModel = {
      encoder: encoder.modelId,
      gate: { ...gateHead(data, all, corpus.length), unsureAbove: unsure },
      classifier: { ...classifierHead(data, all), refuseAbove: refuse },
    };
    writeFileSync(HARM_MODEL_PATH, `${JSON.stringify(model)}\n`);
    process.stdout.write(`wrote ${HARM_MODEL_PATH} from ${y.length} examples\n`);
  } finally {
    await encoder.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 1;
  });
}

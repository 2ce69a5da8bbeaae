import { SEEDS } from './seeds';
import { NEGATION, STOP, words } from './tokens';
import { wordVectors, type WordVectors } from './word-vectors';

/**
 * What the classifier sees of a sentence: the mean and the element-wise maximum of its content
 * words' vectors (the mean says what it is about, the maximum keeps one strong word from being
 * averaged away), how close its closest word comes to each group of seeds (seeds.ts), whether it
 * is negated, and hashed word stems (the precise, seen-before part).
 */
export const HASH_BUCKETS = 1024;

// Frequent words say less: weight by rank in the (frequency-ordered) table, rare words count fully.
const LOG_RANK_FULL = Math.log(3000);
const weightOf = (rank: number) => Math.min(1, Math.max(0.25, Math.log(rank + 2) / LOG_RANK_FULL));

const stem = (w: string) => w.replace(/(?:ing|ed|es|s|ly)$/, '');

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % HASH_BUCKETS;
}

const GROUPS = Object.keys(SEEDS);
// At most one entry per word of the table (100k x 10 numbers), so it needs no eviction.
const affinity = new Map<number, Float64Array>();
let seedRows: number[][] | undefined;

/** How close a word comes to the seeds of each group: the best cosine, cached per word. */
function affinityOf(row: number, table: WordVectors): Float64Array {
  let a = affinity.get(row);
  if (a) return a;
  const { dimensions: dims, data, index } = table;
  const norm = (r: number) => { let s = 0; for (let d = 0; d < dims; d++) s += data[r * dims + d] ** 2; return Math.sqrt(s) || 1; };
  seedRows ??= GROUPS.map((g) => SEEDS[g].map((w) => index.get(w)).filter((r): r is number => r !== undefined));
  a = new Float64Array(GROUPS.length);
  const nw = norm(row);
  seedRows.forEach((rows, g) => {
    let best = 0;
    for (const r of rows) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += data[row * dims + d] * data[r * dims + d];
      best = Math.max(best, dot / (nw * norm(r)));
    }
    a![g] = best;
  });
  affinity.set(row, a);
  return a;
}

/** `known`: content words found in the vector table; too few and a sentence is not judged. */
export interface SentenceFeatures { dense: Float64Array; sparse: number[]; known: number }

export function featuresOf(sentence: string, table: WordVectors = wordVectors()): SentenceFeatures {
  const { dimensions: dims, index, data, scale } = table;
  const dense = new Float64Array(2 * dims + 1 + GROUPS.length);
  const near = dense.subarray(2 * dims + 1);
  const max = new Float64Array(dims).fill(-Infinity);
  let total = 0;
  let known = 0;
  let negated = 0;
  const sparse = new Set<number>();
  for (const w of words(sentence)) {
    if (NEGATION.has(w)) negated = 1;
    if (STOP.has(w)) continue;
    sparse.add(hash(stem(w)));
    const row = index.get(w);
    if (row === undefined) continue;
    const aff = affinityOf(row, table);
    for (let g = 0; g < GROUPS.length; g++) if (aff[g] > near[g]) near[g] = aff[g];
    known += 1;
    const weight = weightOf(row);
    total += weight;
    const at = row * dims;
    for (let d = 0; d < dims; d++) {
      const x = data[at + d] * scale;
      dense[d] += weight * x;
      if (x > max[d]) max[d] = x;
    }
  }
  if (total > 0) for (let d = 0; d < dims; d++) { dense[d] /= total; dense[dims + d] = max[d]; }
  dense[2 * dims] = negated;
  return { dense, sparse: [...sparse], known };
}

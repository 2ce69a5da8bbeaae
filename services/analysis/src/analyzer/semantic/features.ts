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

interface WordInfo { bucket: number; row: number; weight: number; affinity?: Float64Array }
// What one word contributes, looked up once; bounded so unusual words cannot grow it without end.
const WORD_CACHE_LIMIT = 100_000;
const wordInfo = new Map<string, WordInfo>();

function infoOf(w: string, table: WordVectors): WordInfo {
  let info = wordInfo.get(w);
  if (info) return info;
  const row = table.index.get(w) ?? -1;
  info = { bucket: hash(stem(w)), row, weight: row < 0 ? 0 : weightOf(row), affinity: row < 0 ? undefined : affinityOf(row, table) };
  if (wordInfo.size < WORD_CACHE_LIMIT) wordInfo.set(w, info);
  return info;
}

export function featuresOf(sentence: string, table: WordVectors = wordVectors()): SentenceFeatures {
  const { dimensions: dims, data, scale } = table;
  const dense = new Float64Array(2 * dims + 1 + GROUPS.length);
  const near = dense.subarray(2 * dims + 1);
  // Maxima kept in the table's integer units and scaled once at the end.
  const max = new Int16Array(dims).fill(-128);
  let total = 0;
  let known = 0;
  let negated = 0;
  const sparse: number[] = [];
  for (const w of words(sentence)) {
    if (NEGATION.has(w)) negated = 1;
    if (STOP.has(w)) continue;
    const info = infoOf(w, table);
    if (!sparse.includes(info.bucket)) sparse.push(info.bucket);
    if (info.row < 0 || !info.affinity) continue;
    for (let g = 0; g < GROUPS.length; g++) if (info.affinity[g] > near[g]) near[g] = info.affinity[g];
    known += 1;
    total += info.weight;
    const at = info.row * dims;
    for (let d = 0; d < dims; d++) {
      const x = data[at + d];
      dense[d] += info.weight * x;
      if (x > max[d]) max[d] = x;
    }
  }
  if (total > 0) for (let d = 0; d < dims; d++) { dense[d] = (dense[d] * scale) / total; dense[dims + d] = max[d] * scale; }
  dense[2 * dims] = negated;
  return { dense, sparse, known };
}

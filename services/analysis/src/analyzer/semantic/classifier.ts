import type { Label } from './corpus';
import { featuresOf, type SentenceFeatures } from './features';

/** A multinomial logistic regression over sentence features; weights trained by train-concerns.ts. */
export interface ConcernModel {
  labels: Label[];
  /** One row per label: dense weights. */
  dense: number[][];
  /** One row per label: weights of the hashed stems. */
  sparse: number[][];
  bias: number[];
  /** Lowest probability at which each concern kind is raised, calibrated on the development links. */
  thresholds: Partial<Record<Label, number>>;
}

/**
 * Fewer content words than this and a sentence or clause says too little to judge by meaning ("Not
 * really."); with three, "Delegate the stock count." read as dishonesty by its nearest words alone.
 */
export const MIN_KNOWN = 4;

export function probabilities(model: Pick<ConcernModel, 'dense' | 'sparse' | 'bias'>, f: SentenceFeatures): number[] {
  const scores = model.bias.map((b, k) => {
    let s = b;
    const w = model.dense[k];
    for (let d = 0; d < f.dense.length; d++) s += w[d] * f.dense[d];
    for (const j of f.sparse) s += model.sparse[k][j];
    return s;
  });
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Below this for every kind, a sentence's clauses are not read one by one. */
const CLAUSE_GATE = 0.1;

// Long sentences average one alarming clause away: judge the clauses too ("..., and he keeps texting me at night").
const CLAUSE = /\s*(?:[,;:]|\s(?:and|but|while|because|so|then|after|when)\s)\s*/i;

/** Each label's probability for a sentence: the highest over the sentence and its clauses; zeros when too short to judge. */
// "He has never yelled at anyone": a denied behaviour is no report of it. Strain, risk and leaving
// are often told with "never" ("never get a break"), so only behaviours are silenced.
const DENIED = /\b(?:never|nobody|no one|not once|not ever|no-one)\b/i;
const BEHAVIOURS = new Set<Label>(['substance', 'conduct', 'intimidation', 'discrimination', 'ethics']);

export function sentenceScores(model: Pick<ConcernModel, 'labels' | 'dense' | 'sparse' | 'bias'>, sentence: string, byClause = true): number[] {
  const denied = DENIED.test(sentence);
  const best = model.bias.map(() => 0);
  const take = (part: string, minimum: number) => {
    const f = featuresOf(part);
    if (f.known < minimum) return;
    probabilities(model, f).forEach((p, k) => { if (k > 0 && p > best[k] && !(denied && BEHAVIOURS.has(model.labels[k]))) best[k] = p; });
  };
  take(sentence, MIN_KNOWN);
  // Clauses only where the whole sentence leans towards some concern at all: most sentences are plainly innocent.
  if (!byClause || Math.max(...best) < CLAUSE_GATE) return best;
  const parts = new Set(sentence.split(CLAUSE).filter((part) => part !== sentence));
  // "does not suffer fools" (three words) is an idiom, not strain.
  for (const part of parts) take(part, MIN_KNOWN);
  return best;
}

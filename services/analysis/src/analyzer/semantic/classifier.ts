import type { Label } from './corpus';
import type { SentenceFeatures } from './features';

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

/** Fewer content words than this and the sentence says too little to judge by meaning ("Not really."). */
export const MIN_KNOWN = 3;

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

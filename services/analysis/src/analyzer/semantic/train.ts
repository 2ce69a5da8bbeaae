import { probabilities, type ConcernModel } from './classifier';
import type { Example, Label } from './corpus';
import { HASH_BUCKETS, featuresOf, type SentenceFeatures } from './features';

/**
 * Fits the concern classifier: softmax regression by full-batch Adam on standardised dense
 * features, L2-regularised (the hashed stems harder, so they refine rather than memorise).
 * Deterministic: zero start, fixed steps.
 */
/** `concernWeight`: how much more a concern sentence counts than an innocent one (innocent ones outnumber them). */
export interface TrainOptions { steps?: number; denseL2?: number; sparseL2?: number; useSparse?: boolean; concernWeight?: number }

export function train(examples: Example[], labels: Label[], opts: TrainOptions = {}): Omit<ConcernModel, 'thresholds'> {
  const { steps = 400, denseL2 = 3e-3, sparseL2 = 2e-2, useSparse = true, concernWeight = 1 } = opts;
  const feats = examples.map((e) => featuresOf(e.text));
  const y = examples.map((e) => labels.indexOf(e.label));
  const D = feats[0].dense.length;
  const K = labels.length;
  const weight = examples.map((e) => (e.label === 'none' ? 1 : concernWeight));
  const n = weight.reduce((a, w) => a + w, 0);
  const mean = new Float64Array(D);
  const sd = new Float64Array(D);
  for (const f of feats) for (let d = 0; d < D; d++) mean[d] += f.dense[d] / feats.length;
  for (const f of feats) for (let d = 0; d < D; d++) sd[d] += (f.dense[d] - mean[d]) ** 2 / feats.length;
  for (let d = 0; d < D; d++) sd[d] = Math.sqrt(sd[d]) || 1;
  const z: SentenceFeatures[] = feats.map((f) => ({ dense: f.dense.map((x, d) => (x - mean[d]) / sd[d]), sparse: useSparse ? f.sparse : [], known: f.known }));

  const W = Array.from({ length: K }, () => new Array<number>(D).fill(0));
  const S = Array.from({ length: K }, () => new Array<number>(HASH_BUCKETS).fill(0));
  const b = new Array<number>(K).fill(0);
  const params = [...W, ...S, b];
  const m = params.map((p) => new Array<number>(p.length).fill(0));
  const v = params.map((p) => new Array<number>(p.length).fill(0));
  const lr = 0.05;
  for (let step = 1; step <= steps; step++) {
    const gW = W.map((row) => row.map((w) => denseL2 * w));
    const gS = S.map((row) => row.map((w) => sparseL2 * w));
    const gb = new Array<number>(K).fill(0);
    z.forEach((f, i) => {
      const p = probabilities({ dense: W, sparse: S, bias: b }, f);
      for (let k = 0; k < K; k++) {
        const err = (weight[i] * (p[k] - (y[i] === k ? 1 : 0))) / n;
        gb[k] += err;
        const gw = gW[k];
        for (let d = 0; d < D; d++) gw[d] += err * f.dense[d];
        for (const j of f.sparse) gS[k][j] += err;
      }
    });
    [...gW, ...gS, gb].forEach((g, pi) => {
      const p = params[pi];
      for (let j = 0; j < p.length; j++) {
        m[pi][j] = 0.9 * m[pi][j] + 0.1 * g[j];
        v[pi][j] = 0.999 * v[pi][j] + 0.001 * g[j] * g[j];
        p[j] -= (lr * (m[pi][j] / (1 - 0.9 ** step))) / (Math.sqrt(v[pi][j] / (1 - 0.999 ** step)) + 1e-8);
      }
    });
  }
  // Fold the standardisation into the weights so the analyzer scores raw features.
  const dense = W.map((row) => row.map((w, d) => w / sd[d]));
  const bias = b.map((bk, k) => bk - W[k].reduce((s, w, d) => s + (w * mean[d]) / sd[d], 0));
  return { labels, dense, sparse: S, bias };
}

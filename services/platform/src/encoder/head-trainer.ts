import { base64, softmaxInPlace, type StoredLayer, type StoredWide } from './classifier-head';

/** A deterministic generator (mulberry32): the same corpus always trains the same weights. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `classWeights`: each class's share of the loss (all classes alike when absent). */
export interface TrainOptions {
  hidden: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  batch: number;
  classWeights?: number[];
}
export const DEFAULTS: TrainOptions = { hidden: 0, epochs: 30, learningRate: 0.01, l2: 1e-4, seed: 7, batch: 32 };

/**
 * Training rows: a dense vector each (`dims` numbers) and, with `wide`, the hashed-word indices of
 * each row. `dropout` blanks inputs [from, to) of a row with probability p at each pass.
 */
export interface Rows {
  dense: Float32Array;
  dims: number;
  sparse?: number[][];
  wide?: { buckets: number; value: number };
  dropout?: { from: number; to: number; p: number };
}

interface Param {
  w: Float32Array;
  m: Float32Array;
  v: Float32Array;
  g: Float32Array;
  touched?: Set<number>;
}
const param = (n: number, init: () => number): Param => ({
  w: Float32Array.from({ length: n }, init),
  m: new Float32Array(n),
  v: new Float32Array(n),
  g: new Float32Array(n),
});

/**
 * Trains a wide-and-deep softmax classifier: dense layers over the rows' vectors (one ReLU layer
 * of `hidden` units, or none) plus a linear part over their hashed words, with Adam (lazily on the
 * words: only those seen in a batch move), a cosine learning-rate decay and L2 on the weights.
 * `y[i]` holds the classes example i may take (usually one; "criticism or request" for a growth
 * area whose wording nobody labelled): the loss is -log of their summed probability. Each example
 * weighs so that every class counts alike, or as `classWeights` say.
 */
export function trainHead(
  rows: Rows,
  y: number[][],
  classes: number,
  options: Partial<TrainOptions> = {},
): { deep: StoredLayer[]; wide?: StoredWide } {
  const o = { ...DEFAULTS, ...options };
  const rnd = random(o.seed);
  const gauss = (scale: number) => () => scale * Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
  const sizes = o.hidden > 0 ? [rows.dims, o.hidden, classes] : [rows.dims, classes];
  const deep = sizes
    .slice(1)
    .map((out, i) => ({ in: sizes[i], out, W: param(out * sizes[i], gauss(Math.sqrt(2 / sizes[i]))), b: param(out, () => 0) }));
  const wide = rows.wide ? { ...rows.wide, W: { ...param(classes * rows.wide.buckets, () => 0), touched: new Set<number>() } } : undefined;
  const counts = new Array(classes).fill(0);
  y.forEach((set) => set.forEach((c) => (counts[c] += 1 / set.length)));
  const share = o.classWeights ?? counts.map(() => 1 / classes);
  const classWeight = counts.map((c, k) => (c === 0 ? 0 : (y.length * share[k]) / c));
  const weightOf = y.map((set) => set.reduce((w, c) => w + classWeight[c], 0) / set.length);
  const order = y.map((_, i) => i);
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  let step = 0;

  const adam = (p: Param, i: number, scale: number, decay: number, lr: number) => {
    const g = p.g[i] * scale + decay * p.w[i];
    p.m[i] = beta1 * p.m[i] + (1 - beta1) * g;
    p.v[i] = beta2 * p.v[i] + (1 - beta2) * g * g;
    p.w[i] -= (lr * (p.m[i] / (1 - beta1 ** step))) / (Math.sqrt(p.v[i] / (1 - beta2 ** step)) + eps);
    p.g[i] = 0;
  };

  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = o.learningRate * (0.5 + 0.5 * Math.cos((Math.PI * epoch) / o.epochs));
    for (let start = 0; start < order.length; start += o.batch) {
      const batch = order.slice(start, start + o.batch);
      for (const row of batch) {
        let x = rows.dense.subarray(row * rows.dims, (row + 1) * rows.dims);
        if (rows.dropout && rnd() < rows.dropout.p) {
          x = x.slice();
          x.fill(0, rows.dropout.from, rows.dropout.to);
        }
        const words = rows.sparse?.[row] ?? [];
        const acts: Float32Array[] = [x];
        deep.forEach((l, li) => {
          const input = acts[li];
          const out = new Float32Array(l.out);
          for (let k = 0; k < l.out; k++) {
            let s = l.b.w[k];
            for (let i = 0; i < l.in; i++) s += l.W.w[k * l.in + i] * input[i];
            out[k] = li < deep.length - 1 ? Math.max(0, s) : s;
          }
          acts.push(out);
        });
        const probs = acts[acts.length - 1].slice();
        if (wide) for (const g of words) for (let k = 0; k < classes; k++) probs[k] += wide.W.w[k * wide.buckets + g] * wide.value;
        softmaxInPlace(probs);
        const allowed = y[row].reduce((sum, c) => sum + probs[c], 0) || 1e-12;
        let delta = Float32Array.from(probs, (p, k) => (p - (y[row].includes(k) ? p / allowed : 0)) * weightOf[row]);
        if (wide)
          for (const g of words)
            for (let k = 0; k < classes; k++) {
              const i = k * wide.buckets + g;
              wide.W.g[i] += delta[k] * wide.value;
              wide.W.touched.add(i);
            }
        for (let li = deep.length - 1; li >= 0; li--) {
          const l = deep[li];
          const input = acts[li];
          const back = new Float32Array(l.in);
          for (let k = 0; k < l.out; k++) {
            const d = delta[k];
            if (d === 0) continue;
            l.b.g[k] += d;
            for (let i = 0; i < l.in; i++) {
              l.W.g[k * l.in + i] += d * input[i];
              if (li > 0) back[i] += d * l.W.w[k * l.in + i];
            }
          }
          if (li > 0) for (let i = 0; i < l.in; i++) back[i] = input[i] > 0 ? back[i] : 0;
          delta = back;
        }
      }
      step++;
      const scale = 1 / batch.length;
      for (const l of deep) {
        for (let i = 0; i < l.W.w.length; i++) adam(l.W, i, scale, o.l2, lr);
        for (let i = 0; i < l.b.w.length; i++) adam(l.b, i, scale, 0, lr);
      }
      if (wide) {
        for (const i of wide.W.touched) adam(wide.W, i, scale, o.l2, lr);
        wide.W.touched.clear();
      }
    }
  }
  return {
    deep: deep.map((l) => ({ in: l.in, out: l.out, weights: base64(l.W.w), bias: base64(l.b.w) })),
    ...(wide ? { wide: { buckets: wide.buckets, value: wide.value, weights: base64(wide.W.w) } } : {}),
  };
}

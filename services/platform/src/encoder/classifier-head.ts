import { hashedGrams } from './hashed-grams';
import { DIMENSIONS } from './sentence-encoder';

/** A dense layer as stored: `weights` is out × in, row-major, little-endian float32 in base64. */
export interface StoredLayer {
  in: number;
  out: number;
  weights: string;
  bias: string;
}
/** Hashed words and word pairs of the unit, each worth `value`, straight to the logits: out × buckets weights. */
export interface StoredWide {
  buckets: number;
  value: number;
  weights: string;
}
/**
 * A classifier head, wide and deep: dense layers over the unit's vector (and the question's, when
 * `question`), ReLU between them, plus a linear part over the unit's hashed words; softmax on top.
 */
export interface StoredHead {
  labels: string[];
  question: boolean;
  deep: StoredLayer[];
  wide?: StoredWide;
}

export const floats = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
export const base64 = (a: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');

interface Layer {
  in: number;
  out: number;
  weights: Float32Array;
  bias: Float32Array;
}

/** A trained head, ready to read units. */
export class Head {
  readonly labels: readonly string[];
  private readonly deep: Layer[];
  private readonly wide?: { buckets: number; value: number; weights: Float32Array };
  private readonly readsQuestion: boolean;

  constructor(stored: StoredHead) {
    this.labels = stored.labels;
    this.readsQuestion = stored.question;
    this.deep = stored.deep.map((l) => ({ ...l, weights: floats(l.weights), bias: floats(l.bias) }));
    this.wide = stored.wide && { ...stored.wide, weights: floats(stored.wide.weights) };
  }

  /** Probabilities of each label for a unit: its vector, its question's vector (zeros when unknown) and its text. */
  probabilities(unit: Float32Array, question: Float32Array, text: string): Float32Array {
    let input: Float32Array = unit;
    if (this.readsQuestion) {
      input = new Float32Array(2 * DIMENSIONS);
      input.set(unit);
      input.set(question, DIMENSIONS);
    }
    this.deep.forEach((layer, li) => {
      const out = new Float32Array(layer.out);
      for (let o = 0; o < layer.out; o++) {
        let sum = layer.bias[o];
        for (let i = 0; i < layer.in; i++) sum += layer.weights[o * layer.in + i] * input[i];
        out[o] = li < this.deep.length - 1 ? Math.max(0, sum) : sum;
      }
      input = out;
    });
    if (this.wide) {
      const { buckets, value, weights } = this.wide;
      for (const g of hashedGrams(text, buckets)) for (let o = 0; o < input.length; o++) input[o] += weights[o * buckets + g] * value;
    }
    softmaxInPlace(input);
    return input;
  }
}

export function softmaxInPlace(v: Float32Array): void {
  let max = -Infinity;
  for (const x of v) max = Math.max(max, x);
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] = Math.exp(v[i] - max);
  for (let i = 0; i < v.length; i++) v[i] /= sum;
}

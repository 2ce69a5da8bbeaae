import { DIMENSIONS } from '@pill/platform/encoder/sentence-encoder';
import { dequantizeRows } from '@pill/platform/vectors/quantized-rows';
import type { AnalysisAnswer, AnswerUnits } from '../analyzer.port';

/** One unit of one answer: its text (an exact span of the answer) and where its vector is. */
export interface Unit {
  answer: number;
  submissionId: string;
  text: string;
  row: number;
}

/** Every unit of a link's answers, with their vectors in one matrix (row i is unit i, unit length). */
export interface UnitMatrix {
  units: Unit[];
  vectors: Float32Array;
}

export function unitMatrix(answers: AnalysisAnswer[], units: AnswerUnits[]): UnitMatrix {
  const rows = units.reduce((n, u) => n + u.spans.length, 0);
  const vectors = new Float32Array(rows * DIMENSIONS);
  const list: Unit[] = [];
  answers.forEach((a, i) => {
    const u = units[i];
    const v = dequantizeRows(u.vectors, u.scales, DIMENSIONS);
    u.spans.forEach(([start, end], k) => {
      vectors.set(v.subarray(k * DIMENSIONS, (k + 1) * DIMENSIONS), list.length * DIMENSIONS);
      list.push({ answer: i, submissionId: a.submissionId, text: a.response.slice(start, end), row: list.length });
    });
  });
  return { units: list, vectors };
}

/** The rows of the answer that a row belongs to: `unitMatrix` puts an answer's units in consecutive rows. */
export function answerRows(m: UnitMatrix, row: number): number[] {
  const { answer } = m.units[row];
  let from = row;
  let to = row;
  while (from > 0 && m.units[from - 1].answer === answer) from--;
  while (to + 1 < m.units.length && m.units[to + 1].answer === answer) to++;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** How many distinct answers some rows come from. */
export const answersOf = (m: UnitMatrix, rows: number[]) => new Set(rows.map((r) => m.units[r].answer)).size;

export function dot(a: Float32Array, aOffset: number, b: Float32Array, bOffset: number): number {
  let s = 0;
  for (let i = 0; i < DIMENSIONS; i++) s += a[aOffset + i] * b[bOffset + i];
  return s;
}

/** The unit-length mean of some rows. */
export function centroid(vectors: Float32Array, rows: number[]): Float32Array {
  const c = new Float32Array(DIMENSIONS);
  for (const r of rows) for (let i = 0; i < DIMENSIONS; i++) c[i] += vectors[r * DIMENSIONS + i];
  let norm = 0;
  for (const x of c) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < DIMENSIONS; i++) c[i] /= norm;
  return c;
}

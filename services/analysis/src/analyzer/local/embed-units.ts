import { DIMENSIONS, type EncoderPriority, type SentenceEncoder } from '@pill/platform/encoder/sentence-encoder';
import { quantizeRows } from '@pill/platform/vectors/quantized-rows';
import type { AnswerUnits } from '../analyzer.port';
import { UNITS_VERSION, unitsOf } from './units';

/** Names the vectors of units: a new encoder or a new way of cutting units means new vectors. */
export const unitsModel = (encoder: SentenceEncoder) => `${encoder.modelId}/${UNITS_VERSION}`;

/** Each answer cut into units and embedded, in one request to the encoder. */
export async function embedUnits(encoder: SentenceEncoder, responses: string[], priority?: EncoderPriority): Promise<AnswerUnits[]> {
  const spans = responses.map((r) => unitsOf(r));
  const texts = spans.flatMap((s, i) => s.map(([start, end]) => responses[i].slice(start, end)));
  const vectors = await encoder.embed(texts, priority);
  let row = 0;
  return spans.map((s) => {
    const rows = vectors.subarray(row * DIMENSIONS, (row + s.length) * DIMENSIONS);
    row += s.length;
    return { spans: s, ...quantizeRows(rows, DIMENSIONS) };
  });
}

/** The vector of each distinct question text. */
export async function embedQuestions(
  encoder: SentenceEncoder,
  questionTexts: string[],
  priority?: EncoderPriority,
): Promise<Map<string, Float32Array>> {
  const distinct = [...new Set(questionTexts)];
  const vectors = await encoder.embed(distinct, priority);
  return new Map(distinct.map((q, i) => [q, vectors.slice(i * DIMENSIONS, (i + 1) * DIMENSIONS)]));
}

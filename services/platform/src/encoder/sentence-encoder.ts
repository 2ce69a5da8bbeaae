/** Length of every sentence vector. */
export const DIMENSIONS = 384;

/** Interactive work (a submission waiting on moderation) goes before background work (analysis). */
export type EncoderPriority = 'interactive' | 'background';

/**
 * Turns short texts into unit-length sentence vectors (a committed BERT encoder), off the event loop
 * that serves requests. Vectors from different `modelId`s are not comparable.
 */
export interface SentenceEncoder {
  readonly modelId: string;
  /** `texts.length × DIMENSIONS` numbers, row i for texts[i]. */
  embed(texts: readonly string[], priority?: EncoderPriority): Promise<Float32Array>;
  close(): Promise<void>;
}

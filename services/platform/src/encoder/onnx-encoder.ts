import type { Tokenizer } from '@huggingface/tokenizers';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { type EncoderModel, tokenizerOf } from './model-files';
import { DIMENSIONS } from './sentence-encoder';

/** Tokens a text is cut to: answers are embedded a clause or sentence at a time, far below this. */
const MAX_TOKENS = 128;

/** The model itself, run synchronously in the thread that loads it (the encoder worker). */
export class OnnxEncoder {
  private constructor(
    private readonly tokenizer: Tokenizer,
    private readonly session: InferenceSession,
  ) {}

  static async load(model: EncoderModel): Promise<OnnxEncoder> {
    const tokenizer = tokenizerOf(model);
    // One thread: on a small machine a second one slows it down, and requests keep the other core.
    const session = await InferenceSession.create(model.file, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    });
    return new OnnxEncoder(tokenizer, session);
  }

  /**
   * One text at a time: the int8 model quantises activations over the whole batch, so a text's
   * vector would depend on its batch-mates (cosine 0.99). Alone, the same text always gets the
   * same vector, for 16% less throughput than batches of 32.
   */
  async embed(texts: readonly string[]): Promise<Float32Array> {
    const out = new Float32Array(texts.length * DIMENSIONS);
    for (let i = 0; i < texts.length; i++) out.set(await this.run(this.tokens(texts[i])), i * DIMENSIONS);
    return out;
  }

  private tokens(text: string): number[] {
    const ids = this.tokenizer.encode(text).ids;
    return ids.length <= MAX_TOKENS ? ids : [...ids.slice(0, MAX_TOKENS - 1), ids[ids.length - 1]];
  }

  private async run(ids: number[]): Promise<Float32Array> {
    const dims = [1, ids.length];
    const inputIds = new Tensor('int64', BigInt64Array.from(ids, BigInt), dims);
    const mask = new Tensor('int64', new BigInt64Array(ids.length).fill(1n), dims);
    const result = await this.session.run({ input_ids: inputIds, attention_mask: mask });
    return result.sentence_embedding.data as Float32Array;
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}

import type { Tokenizer } from '@huggingface/tokenizers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODERATION_MODEL, tokenizerOf } from './model-files';

/** Length of a token vector: the encoder's 384 numbers cut to their main components. */
export const TOKEN_DIMENSIONS = 128;
export const TOKEN_VECTORS_FILE = join(MODERATION_MODEL.dir, 'token-vectors.bin');
const [CLS, SEP] = [101, 102];

/**
 * Moderation's encoder (MiniLM) distilled into one vector per token (model2vec's method: each
 * token read alone by the encoder, then PCA): a text's vector is the mean of its tokens' vectors.
 * Far weaker than the encoder, but about a hundred times cheaper, and run on the calling thread. The file
 * (`npm run model:distill`) holds a float32 scale per dimension, then int8 values, token by token.
 */
export class TokenVectors {
  private readonly scales: Float32Array;
  private readonly values: Int8Array;

  constructor(
    private readonly tokenizer: Tokenizer = tokenizerOf(MODERATION_MODEL),
    bytes: Buffer = readFileSync(TOKEN_VECTORS_FILE),
  ) {
    const head = TOKEN_DIMENSIONS * 4;
    this.scales = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + head));
    this.values = new Int8Array(bytes.buffer, bytes.byteOffset + head, bytes.byteLength - head);
  }

  /** The unit-length mean of the text's token vectors (zeros for a text with no tokens). */
  embed(text: string): Float32Array {
    const sum = new Float32Array(TOKEN_DIMENSIONS);
    for (const id of this.tokenizer.encode(text).ids) {
      if (id === CLS || id === SEP) continue;
      const at = id * TOKEN_DIMENSIONS;
      for (let d = 0; d < TOKEN_DIMENSIONS; d++) sum[d] += this.values[at + d];
    }
    let norm = 0;
    for (let d = 0; d < TOKEN_DIMENSIONS; d++) norm += (sum[d] *= this.scales[d]) ** 2;
    if (norm > 0) for (let d = 0; d < TOKEN_DIMENSIONS; d++) sum[d] /= Math.sqrt(norm);
    return sum;
  }
}

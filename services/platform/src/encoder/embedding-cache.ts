import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIMENSIONS, type SentenceEncoder } from './sentence-encoder';

/** Training only: where vectors of labelled texts are kept between runs (git-ignored). */
const CACHE_DIR = join(__dirname, '..', '..', '..', '..', '.tmp', 'embeddings');
const key = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * Vectors of many texts, cached on disk by model and text: retraining after a corpus edit embeds
 * only the new lines. Rows follow `texts`.
 */
export async function embedAll(encoder: SentenceEncoder, texts: string[]): Promise<Float32Array> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `${encoder.modelId}.jsonl`);
  const cache = new Map<string, string>();
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n'))
      if (line) {
        const [k, v] = line.split(' ');
        cache.set(k, v);
      }
  const missing = [...new Set(texts.filter((t) => !cache.has(key(t))))];
  if (missing.length > 0) {
    process.stderr.write(`embedding ${missing.length} new texts...\n`);
    const vectors = await encoder.embed(missing);
    const lines = missing.map((t, i) => {
      const v = vectors.slice(i * DIMENSIONS, (i + 1) * DIMENSIONS);
      const b = Buffer.from(v.buffer).toString('base64');
      cache.set(key(t), b);
      return `${key(t)} ${b}\n`;
    });
    writeFileSync(file, lines.join(''), { flag: 'a' });
  }
  const out = new Float32Array(texts.length * DIMENSIONS);
  texts.forEach((t, i) => {
    const bytes = Buffer.from(cache.get(key(t)) as string, 'base64');
    out.set(new Float32Array(bytes.buffer, bytes.byteOffset, DIMENSIONS), i * DIMENSIONS);
  });
  return out;
}

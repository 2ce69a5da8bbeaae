/**
 * `npm run model:distill`: writes token-vectors.bin from model.int8.onnx. Each token of the
 * vocabulary is read alone by the encoder ("[CLS] token [SEP]"), the 384-number vectors are cut
 * to their TOKEN_DIMENSIONS main components (PCA), and stored as int8 with a scale per dimension.
 * Deterministic; about half a minute.
 */
import { MODERATION_MODEL } from '../../src/encoder/model-files';
import { DIMENSIONS } from '../../src/encoder/sentence-encoder';
import { TOKEN_DIMENSIONS, TOKEN_VECTORS_FILE } from '../../src/encoder/token-vectors';
import { PCA } from 'ml-pca';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';

async function tokenVectors(tokens: number): Promise<number[][]> {
  const options = { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' as const };
  const session = await InferenceSession.create(MODERATION_MODEL.file, options);
  const rows: number[][] = [];
  for (let id = 0; id < tokens; id++) {
    const ids = new Tensor('int64', BigInt64Array.from([101, id, 102], BigInt), [1, 3]);
    const mask = new Tensor('int64', new BigInt64Array(3).fill(1n), [1, 3]);
    const out = await session.run({ input_ids: ids, attention_mask: mask });
    rows.push(Array.from(out.sentence_embedding.data as Float32Array));
  }
  await session.release();
  return rows;
}

async function main(): Promise<void> {
  const tokenizer = JSON.parse(readFileSync(join(MODERATION_MODEL.dir, 'tokenizer.json'), 'utf8'));
  const tokens = Object.keys(tokenizer.model.vocab).length;
  const rows = await tokenVectors(tokens);
  const reduced = new PCA(rows).predict(rows, { nComponents: TOKEN_DIMENSIONS }).to2DArray();
  const scales = new Float32Array(TOKEN_DIMENSIONS);
  for (const row of reduced) row.forEach((v, d) => (scales[d] = Math.max(scales[d], Math.abs(v) / 127)));
  const values = new Int8Array(tokens * TOKEN_DIMENSIONS);
  reduced.forEach((row, t) => row.forEach((v, d) => (values[t * TOKEN_DIMENSIONS + d] = Math.round(v / scales[d]))));
  writeFileSync(TOKEN_VECTORS_FILE, Buffer.concat([Buffer.from(scales.buffer), Buffer.from(values.buffer)]));
  process.stdout.write(`wrote ${TOKEN_VECTORS_FILE}: ${tokens} tokens, ${DIMENSIONS} → ${TOKEN_DIMENSIONS} numbers\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exitCode = 1;
});

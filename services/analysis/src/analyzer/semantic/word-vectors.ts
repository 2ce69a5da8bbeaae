import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The distilled word vectors (see distill-vectors.ts): a header (words, dimensions, scale), one
 * signed byte per dimension per word, then the words one a line. Loaded once, on first use.
 */
export const VECTORS_FILE = 'word-vectors.bin';

export interface WordVectors { dimensions: number; index: Map<string, number>; data: Int8Array; scale: number }

export function encodeTable(list: string[], rows: number[][], dimensions: number): Buffer {
  let max = 0;
  for (const row of rows) for (const x of row) max = Math.max(max, Math.abs(x));
  const scale = max / 127;
  const header = Buffer.alloc(12);
  header.writeUInt32LE(list.length, 0);
  header.writeUInt32LE(dimensions, 4);
  header.writeFloatLE(scale, 8);
  const body = Buffer.alloc(list.length * dimensions);
  rows.forEach((row, i) => row.forEach((x, d) => body.writeInt8(Math.round(x / scale), i * dimensions + d)));
  return Buffer.concat([header, body, Buffer.from(list.join('\n'), 'utf8')]);
}

export function decodeTable(buf: Buffer): WordVectors {
  const count = buf.readUInt32LE(0);
  const dimensions = buf.readUInt32LE(4);
  const scale = buf.readFloatLE(8);
  const start = 12;
  const end = start + count * dimensions;
  // A view, not a copy: the table is read once and kept for the life of the process.
  const data = new Int8Array(buf.buffer, buf.byteOffset + start, count * dimensions);
  const index = new Map<string, number>();
  buf.toString('utf8', end).split('\n').forEach((w, i) => index.set(w, i));
  return { dimensions, index, data, scale };
}

let loaded: WordVectors | undefined;

export function wordVectors(): WordVectors {
  loaded ??= decodeTable(readFileSync(join(__dirname, VECTORS_FILE)));
  return loaded;
}

import { Tokenizer } from '@huggingface/tokenizers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A committed encoder (see its README under services/platform/models/). */
export interface EncoderModel {
  dir: string;
  file: string;
  sha256: string;
  /** Stored vectors carry it: a new model file means new vectors. */
  id: string;
}

function committed(name: string, sha256: string): EncoderModel {
  const dir = join(__dirname, '..', '..', 'models', name);
  return { dir, file: join(dir, 'model.int8.onnx'), sha256, id: `${name}-int8-${sha256.slice(0, 12)}` };
}

/** The model's own WordPiece tokenizer. */
export function tokenizerOf(model: EncoderModel): Tokenizer {
  const json = (name: string) => JSON.parse(readFileSync(join(model.dir, name), 'utf8'));
  return new Tokenizer(json('tokenizer.json'), json('tokenizer_config.json'));
}

/** Moderation's encoder, and the token vectors distilled from it: quick, and sure of threats. */
export const MODERATION_MODEL = committed('all-MiniLM-L6-v2', 'fdc5ad4271079dec920fccb42e0b0071ffed9015b89d8a8bcd939f720cb04791');
/** The analysis's encoder: slower, and reads tone and topics better. */
export const ANALYSIS_MODEL = committed('bge-small-en-v1.5', '3ca81e8fd0ff84a0d7d45f2619cce01913959685ad5371188dbd7ce3a3be5f5b');

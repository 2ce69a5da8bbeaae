import { join } from 'node:path';

/** The committed encoder (see models/all-MiniLM-L6-v2/README.md). */
export const MODEL_DIR = join(__dirname, '..', '..', 'models', 'all-MiniLM-L6-v2');
export const MODEL_FILE = join(MODEL_DIR, 'model.int8.onnx');
export const MODEL_SHA256 = 'fdc5ad4271079dec920fccb42e0b0071ffed9015b89d8a8bcd939f720cb04791';
/** Stored vectors carry it: a new model file means new vectors. */
export const MODEL_ID = `all-MiniLM-L6-v2-int8-${MODEL_SHA256.slice(0, 12)}`;

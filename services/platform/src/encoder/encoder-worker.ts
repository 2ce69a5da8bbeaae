import { parentPort, workerData } from 'node:worker_threads';
import type { EncoderModel } from './model-files';
import { OnnxEncoder } from './onnx-encoder';

/** A request to the encoder thread, and its answer (the vectors' buffer is transferred, not copied). */
export interface EncodeRequest {
  id: number;
  texts: string[];
}
export type EncodeReply = { id: number; vectors: Float32Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  const loaded = OnnxEncoder.load(workerData as EncoderModel);
  port.on('message', async ({ id, texts }: EncodeRequest) => {
    try {
      const vectors = await (await loaded).embed(texts);
      port.postMessage({ id, vectors } satisfies EncodeReply, [vectors.buffer as ArrayBuffer]);
    } catch (err) {
      port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies EncodeReply);
    }
  });
}

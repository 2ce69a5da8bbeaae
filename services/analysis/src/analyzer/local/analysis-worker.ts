import { parentPort } from 'node:worker_threads';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisInput } from '../analyzer.port';
import { readingModel } from './reading-model';
import { understand } from './understand';

export interface AnalyseRequest {
  id: number;
  input: AnalysisInput;
}
export type AnalyseReply = { id: number; result: AnalysisResult } | { id: number; error: string };

const port = parentPort;
if (port) {
  const model = readingModel();
  port.on('message', ({ id, input }: AnalyseRequest) => {
    try {
      port.postMessage({ id, result: understand(model, input) } satisfies AnalyseReply);
    } catch (err) {
      port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies AnalyseReply);
    }
  });
}

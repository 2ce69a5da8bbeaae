import type { Worker } from 'node:worker_threads';
import type { AnalysisResult } from '@pill/proto/analytics';
import { spawnWorker } from '@pill/platform/worker/spawn-worker';
import type { AnalysisInput, AnalysisOutput, Analyzer } from '../analyzer.port';
import type { AnalyseReply, AnalyseRequest } from './analysis-worker';
import { readingModel, type ReadingModel } from './reading-model';
import { understand } from './understand';

/** Where `understand` runs: in this thread (evaluation, tests) or in a worker thread (the service). */
export type Engine = (input: AnalysisInput) => Promise<AnalysisResult>;

let model: ReadingModel | undefined;
/** In the calling thread: fine for a script, never for a process that serves requests. */
export const inThisThread: Engine = async (input) => understand((model ??= readingModel()), input);

/**
 * In a worker thread of its own, one run at a time in arrival order, so no run holds the event
 * loop that serves requests and no link holds another for longer than its own run. The vectors
 * are moved to the thread, not copied.
 */
export class WorkerEngine {
  private worker?: Worker;
  private ids = 0;
  private readonly pending = new Map<number, { resolve: (r: AnalysisResult) => void; reject: (e: Error) => void }>();

  readonly run: Engine = (input) =>
    new Promise((resolve, reject) => {
      const id = ++this.ids;
      this.pending.set(id, { resolve, reject });
      const worker = this.thread();
      worker.ref();
      const transfer = [
        ...input.units.flatMap((u) => [u.vectors.buffer, u.scales.buffer]),
        ...[...input.questions.values()].map((q) => q.buffer),
      ] as ArrayBuffer[];
      worker.postMessage({ id, input } satisfies AnalyseRequest, [...new Set(transfer)]);
    });

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = spawnWorker(__dirname, 'analysis-worker');
    worker.on('message', (reply: AnalyseReply) => {
      const p = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) p?.reject(new Error(reply.error));
      else p?.resolve(reply.result);
    });
    const fail = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the analysis thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const p of this.pending.values()) p.reject(new Error('the analysis engine was closed'));
    this.pending.clear();
    await worker?.terminate();
  }
}

/** The built-in analyzer: offline, deterministic, on the answers' stored unit vectors. */
export class LocalAnalyzer implements Analyzer {
  constructor(private readonly engine: Engine = inThisThread) {}

  async analyze(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisOutput> {
    signal?.throwIfAborted();
    return { result: await this.engine(input), analyzer: 'local' };
  }
}

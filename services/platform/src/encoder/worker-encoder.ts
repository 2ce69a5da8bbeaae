import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../worker/spawn-worker';
import type { EncodeReply, EncodeRequest } from './encoder-worker';
import { ANALYSIS_MODEL, type EncoderModel, MODERATION_MODEL } from './model-files';
import { DIMENSIONS, type EncoderPriority, type SentenceEncoder } from './sentence-encoder';

/** Texts sent to the thread at once: small, so an interactive request never waits long behind a backlog. */
const CHUNK = 16;

interface Pending {
  texts: readonly string[];
  out: Float32Array;
  next: number;
  done: number;
  resolve: (v: Float32Array) => void;
  reject: (e: Error) => void;
}

interface Slice {
  pending: Pending;
  from: number;
  count: number;
}

/**
 * An encoder in a worker thread, with two queues (interactive first). Large requests are cut
 * into chunks, so a long background request never holds a waiting one for long (the analysis and
 * moderation also read with models of their own, each on its own thread). A crashed thread fails
 * only the chunk it held; the next request starts a new one.
 */
export class WorkerEncoder implements SentenceEncoder {
  readonly modelId: string;
  private worker?: Worker;
  private readonly queues: Record<EncoderPriority, Pending[]> = { interactive: [], background: [] };
  private inFlight?: { id: number; slices: Slice[] };
  private ids = 0;

  constructor(private readonly model: EncoderModel) {
    this.modelId = model.id;
  }

  embed(texts: readonly string[], priority: EncoderPriority = 'background'): Promise<Float32Array> {
    if (texts.length === 0) return Promise.resolve(new Float32Array(0));
    return new Promise((resolve, reject) => {
      this.queues[priority].push({ texts, out: new Float32Array(texts.length * DIMENSIONS), next: 0, done: 0, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.inFlight) return;
    const slices = this.take();
    if (slices.length === 0) {
      this.worker?.unref();
      return;
    }
    const worker = this.thread();
    worker.ref();
    const id = ++this.ids;
    this.inFlight = { id, slices };
    const texts = slices.flatMap((s) => s.pending.texts.slice(s.from, s.from + s.count));
    worker.postMessage({ id, texts } satisfies EncodeRequest);
  }

  private take(): Slice[] {
    const slices: Slice[] = [];
    let room = CHUNK;
    for (const queue of [this.queues.interactive, this.queues.background]) {
      for (const pending of queue) {
        if (room === 0) return slices;
        const count = Math.min(room, pending.texts.length - pending.next);
        if (count === 0) continue;
        slices.push({ pending, from: pending.next, count });
        pending.next += count;
        room -= count;
      }
    }
    return slices;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = spawnWorker(__dirname, 'encoder-worker', this.model);
    worker.on('message', (reply: EncodeReply) => this.settle(reply));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`the encoder thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: EncodeReply): void {
    const flight = this.inFlight;
    if (!flight || flight.id !== reply.id) return;
    this.inFlight = undefined;
    let offset = 0;
    for (const { pending, from, count } of flight.slices) {
      if ('error' in reply) this.drop(pending, new Error(reply.error));
      else {
        pending.out.set(reply.vectors.subarray(offset * DIMENSIONS, (offset + count) * DIMENSIONS), from * DIMENSIONS);
        pending.done += count;
        if (pending.done === pending.texts.length) this.finish(pending);
      }
      offset += count;
    }
    this.pump();
  }

  private finish(pending: Pending): void {
    for (const queue of Object.values(this.queues)) {
      const i = queue.indexOf(pending);
      if (i >= 0) queue.splice(i, 1);
    }
    pending.resolve(pending.out);
  }

  private drop(pending: Pending, err: Error): void {
    for (const queue of Object.values(this.queues)) {
      const i = queue.indexOf(pending);
      if (i >= 0) queue.splice(i, 1);
    }
    pending.reject(err);
  }

  private fail(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const flight = this.inFlight;
    this.inFlight = undefined;
    flight?.slices.forEach((s) => this.drop(s.pending, err));
    this.pump();
  }

  /**
   * Stops the thread; waiting requests fail. A later request starts a new thread. A chunk the
   * thread is encoding is let finish first (at most CLOSE_WAIT_MS): ending the thread in the middle
   * of a model run aborts the whole process in the native runtime.
   */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const flight = this.inFlight;
    this.inFlight = undefined;
    const closed = new Error('the encoder was closed');
    flight?.slices.forEach((s) => this.drop(s.pending, closed));
    for (const queue of Object.values(this.queues)) for (const p of [...queue]) this.drop(p, closed);
    if (!worker) return;
    if (flight) await answered(worker, flight.id);
    await worker.terminate();
  }
}

/** How long close waits for the chunk under way. */
const CLOSE_WAIT_MS = 5_000;

/** Resolves when the thread answers request `id` or exits, or after CLOSE_WAIT_MS. */
function answered(worker: Worker, id: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', done);
      resolve();
    };
    const onMessage = (reply: EncodeReply) => reply.id === id && done();
    const timer = setTimeout(done, CLOSE_WAIT_MS);
    worker.on('message', onMessage);
    worker.once('exit', done);
  });
}

const shared = new Map<string, WorkerEncoder>();

/** One thread per model and process: in the embedded shape the services share them. */
function sharedEncoder(model: EncoderModel): WorkerEncoder {
  let encoder = shared.get(model.id);
  if (!encoder) shared.set(model.id, (encoder = new WorkerEncoder(model)));
  return encoder;
}

/** Moderation's encoder (MiniLM), answering a waiting submission. */
export const moderationEncoder = () => sharedEncoder(MODERATION_MODEL);
/** The analysis's encoder (bge-small), embedding answers in the background. */
export const analysisEncoder = () => sharedEncoder(ANALYSIS_MODEL);

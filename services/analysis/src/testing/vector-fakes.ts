import { DIMENSIONS, type SentenceEncoder } from '@pill/platform/encoder/sentence-encoder';
import type { StoredVectors, VectorStore } from '@pill/platform/vectors/vector-store.port';
import { AnswerVectors } from '../answer-vectors/answer-vectors';

/** A vector store in a Map, for specs of what uses one (the adapters have their own suite). */
export class InMemoryVectorStore implements VectorStore {
  readonly records = new Map<string, StoredVectors>();
  async put(records: StoredVectors[]) {
    for (const r of records) this.records.set(r.id, r);
  }
  async get(ids: string[]) {
    return ids.flatMap((id) => (this.records.has(id) ? [this.records.get(id) as StoredVectors] : []));
  }
  async page(group: string, afterId: string | undefined, limit: number) {
    return [...this.records.values()]
      .filter((r) => r.group === group && r.id > (afterId ?? ''))
      .sort((a, b) => a.id.localeCompare(b.id))
      .slice(0, limit);
  }
  async delete(ids: string[]) {
    ids.forEach((id) => this.records.delete(id));
  }
  async deleteGroup(group: string) {
    for (const r of [...this.records.values()]) if (r.group === group) this.records.delete(r.id);
  }
  async close() {}
}

/** Unit vectors from the text's characters: no meaning, but deterministic and instant; counts what it embeds. */
export class FakeEncoder implements SentenceEncoder {
  readonly modelId = 'fake-encoder';
  embedded = 0;
  async embed(texts: readonly string[]): Promise<Float32Array> {
    this.embedded += texts.length;
    const out = new Float32Array(texts.length * DIMENSIONS);
    texts.forEach((t, i) => {
      for (let k = 0; k < t.length; k++) out[i * DIMENSIONS + ((t.charCodeAt(k) * 31 + k) % DIMENSIONS)] += 1;
      const row = out.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS);
      const norm = Math.hypot(...row) || 1;
      row.forEach((x, k) => (row[k] = x / norm));
    });
    return out;
  }
  async close() {}
}

const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

/** AnswerVectors over an in-memory store and the fake encoder. */
export function fakeAnswerVectors(store = new InMemoryVectorStore(), encoder = new FakeEncoder()) {
  return { vectors: new AnswerVectors(store, encoder, quiet), store, encoder };
}

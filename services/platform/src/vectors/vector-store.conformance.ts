import { randomUUID } from 'node:crypto';
import type { StoredVectors, VectorStore } from './vector-store.port';

/** The contract every VectorStore adapter passes (SQLite here; MongoDB in the cluster suites). */
export function vectorStoreConformance(name: string, open: () => Promise<VectorStore>, dispose?: () => Promise<void>): void {
  describe(`VectorStore conformance: ${name}`, () => {
    let store: VectorStore;
    const record = (id: string, group: string, rows = 2): StoredVectors => ({
      id,
      group,
      model: 'test-model',
      spans: Array.from({ length: rows }, (_, i) => [i * 10, i * 10 + 9] as [number, number]),
      vectors: Int8Array.from({ length: rows * 4 }, (_, i) => (i % 255) - 127),
      scales: Float32Array.from({ length: rows }, (_, i) => 0.001 * (i + 1)),
    });

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await dispose?.();
    });

    it('gives back exactly what was put, bytes and spans included', async () => {
      const r = record(randomUUID(), randomUUID(), 3);
      await store.put([r]);
      const [read] = await store.get([r.id]);
      expect(read.id).toBe(r.id);
      expect(read.group).toBe(r.group);
      expect(read.model).toBe('test-model');
      expect(read.spans).toEqual(r.spans);
      expect(Array.from(read.vectors)).toEqual(Array.from(r.vectors));
      expect(Array.from(read.scales)).toEqual(Array.from(r.scales));
    });

    it('replaces a record put again under the same id', async () => {
      const id = randomUUID();
      await store.put([record(id, 'g', 1)]);
      await store.put([{ ...record(id, 'g', 2), model: 'newer' }]);
      const [read] = await store.get([id]);
      expect(read.model).toBe('newer');
      expect(read.spans).toHaveLength(2);
    });

    it('answers only the ids that exist', async () => {
      const r = record(randomUUID(), randomUUID());
      await store.put([r]);
      expect((await store.get([r.id, randomUUID()])).map((x) => x.id)).toEqual([r.id]);
    });

    it('pages through a group in id order, every record once, and nothing of other groups', async () => {
      const group = randomUUID();
      const ids = Array.from({ length: 7 }, () => randomUUID());
      await store.put([...ids.map((id) => record(id, group)), record(randomUUID(), randomUUID())]);
      const seen: string[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await store.page(group, after, 3);
        if (page.length === 0) break;
        seen.push(...page.map((r) => r.id));
        after = page[page.length - 1].id;
      }
      expect(seen).toEqual([...ids].sort());
    });

    it('deletes by id and by group', async () => {
      const group = randomUUID();
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      await store.put([record(a, group), record(b, group), record(c, randomUUID())]);
      await store.delete([a]);
      expect((await store.page(group, undefined, 10)).map((r) => r.id)).toEqual([b]);
      await store.deleteGroup(group);
      expect(await store.page(group, undefined, 10)).toEqual([]);
      expect(await store.get([a, b])).toEqual([]);
      expect(await store.get([c])).toHaveLength(1);
    });
  });
}

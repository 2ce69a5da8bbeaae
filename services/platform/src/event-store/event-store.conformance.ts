import { randomUUID } from 'node:crypto';
import { StreamVersionConflict } from '../errors';
import type { AppendOptions, EventStore } from './event-store.port';

/** The contract every EventStore adapter passes (SQLite here; MongoDB in the cluster suites). */
export function eventStoreConformance(name: string, open: () => Promise<EventStore>, dispose?: () => Promise<void>): void {
  describe(`EventStore conformance: ${name}`, () => {
    let store: EventStore;
    const at = new Date('2026-01-02T03:04:05.000Z');
    const options = (): AppendOptions => ({ occurredAt: at, newId: () => randomUUID(), metadata: { correlationId: randomUUID() } });
    const stream = () => `test-${randomUUID()}`;
    const event = (n: number) => ({ type: 'link.created', data: { n, text: 'héllo "quoted" \u2028' } });

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await dispose?.();
    });

    it('appends to a new stream and reads it back in order with versions 1..n', async () => {
      const id = stream();
      const stored = await store.append(id, 0, [event(1), event(2), event(3)], options());
      expect(stored.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      const read = await store.readStream(id);
      expect(read.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      expect(read[0]).toMatchObject({ streamId: id, type: 'link.created', schemaVersion: 1, occurredAt: at.toISOString() });
      expect(read[0].data).toEqual({ n: 1, text: 'héllo "quoted" \u2028' });
    });

    it('refuses a stale expected version and keeps the stream unchanged', async () => {
      const id = stream();
      await store.append(id, 0, [event(1)], options());
      await expect(store.append(id, 0, [event(2)], options())).rejects.toBeInstanceOf(StreamVersionConflict);
      await expect(store.append(id, 5, [event(2)], options())).rejects.toBeInstanceOf(StreamVersionConflict);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('lets exactly one of many concurrent writers at the same version win', async () => {
      const id = stream();
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => store.append(id, 0, [event(i)], options())));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it("appends with 'any' without losing concurrent writes", async () => {
      const id = stream();
      await Promise.all(Array.from({ length: 20 }, (_, i) => store.append(id, 'any', [event(i)], options())));
      const read = await store.readStream(id);
      expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('reads all events after a position, in global order, in pages', async () => {
      const start = (await store.readAll(0, 1_000_000)).at(-1)?.position ?? 0;
      const a = stream();
      const b = stream();
      await store.append(a, 0, [event(1)], options());
      await store.append(b, 0, [event(2)], options());
      await store.append(a, 1, [event(3)], options());
      const page1 = await store.readAll(start, 2);
      const page2 = await store.readAll(page1[1].position, 10);
      const mine = [...page1, ...page2].filter((e) => e.streamId === a || e.streamId === b);
      expect(mine.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      expect(page1[0].position).toBeLessThan(page1[1].position);
    });

    it('tells the position of the newest stored event', async () => {
      const [, second] = await store.append(stream(), 0, [event(1), event(2)], options());
      expect(await store.headPosition()).toBe(second.position);
    });

    it('remembers the published position and never moves it back', async () => {
      const before = await store.publishedPosition();
      await store.markPublished(before + 5);
      await store.markPublished(before + 2);
      expect(await store.publishedPosition()).toBe(before + 5);
    });

    it('redacts a stream in place: same versions, personal data gone', async () => {
      const id = stream();
      await store.append(id, 0, [event(1), event(2)], options());
      await store.redactStream(id, (e) => ({ erased: true, version: e.streamVersion }));
      const read = await store.readStream(id);
      expect(read.map((e) => e.data)).toEqual([
        { erased: true, version: 1 },
        { erased: true, version: 2 },
      ]);
      const all = (await store.readAll(0, 1_000_000)).filter((e) => e.streamId === id);
      expect(JSON.stringify(all)).not.toContain('héllo');
    });

    it('keeps an event whose data the redaction hands back as is', async () => {
      const id = stream();
      await store.append(id, 0, [event(1), event(2)], options());
      await store.redactStream(id, (e) => (e.streamVersion === 1 ? { erased: true } : e.data));
      expect((await store.readStream(id)).map((e) => e.data)).toEqual([{ erased: true }, event(2).data]);
    });
  });
}

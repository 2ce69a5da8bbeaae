import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MongoEventStore } from '../../src/mongo/mongo-event-store';
import { mongoSource, withServer } from './cluster-servers';

jest.setTimeout(60_000);

/**
 * Without transactions, concurrent appends race for global positions. The outbox relay reads by
 * position, so every event must get exactly one, in an order consistent with each stream.
 */
withServer('MongoDB event store positions', mongoSource(), (url) => {
  const database = `pilltest_${randomUUID().slice(0, 8)}`;
  let store: MongoEventStore;
  const options = () => ({ occurredAt: new Date('2026-01-02T03:04:05Z'), newId: () => randomUUID(), metadata: { correlationId: 'c' } });
  const events = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'link.created', data: { i } }));

  beforeAll(async () => {
    store = await MongoEventStore.connect(await url(), database);
  });
  afterAll(async () => {
    await store?.close();
    const connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });

  it('gives every event of concurrent multi-event appends its own position, and readers see them all in order', async () => {
    const start = (await store.readAll(0, 1_000_000)).at(-1)?.position ?? 0;
    const streams = Array.from({ length: 8 }, () => `s-${randomUUID()}`);
    const appended = (await Promise.all(streams.map((id) => store.append(id, 0, events(3), options())))).flat();

    const read = await store.readAll(start, 1_000);
    expect(read).toHaveLength(24);
    expect(new Set(read.map((e) => e.position)).size).toBe(24);
    expect(read.map((e) => e.id).sort()).toEqual(appended.map((e) => e.id).sort());
    for (const id of streams) {
      const mine = read.filter((e) => e.streamId === id);
      expect(mine.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    }
  });

  it('returns the positions it stored', async () => {
    const id = `s-${randomUUID()}`;
    const stored = await store.append(id, 0, events(2), options());
    expect((await store.readStream(id)).map((e) => [e.id, e.position])).toEqual(stored.map((e) => [e.id, e.position]));
  });
});

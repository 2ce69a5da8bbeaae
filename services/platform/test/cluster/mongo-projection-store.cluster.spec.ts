import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MongoProjectionStore } from '../../src/mongo/mongo-projection-store';
import { projectionStoreConformance } from '../../src/projection/projection-store.conformance';
import { mongoSource, withServer } from './cluster-servers';

jest.setTimeout(120_000);

withServer('MongoDB projection store', mongoSource(), (url) => {
  const database = `pilltest_${randomUUID().slice(0, 8)}`;
  projectionStoreConformance(
    'MongoDB',
    async () => MongoProjectionStore.connect(await url(), database),
    async () => {
      const connection = await mongoose.createConnection(await url(), { dbName: `${database}_stale` }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );

  it('keeps no text in superseded versions, and a writer with a stale base cannot write one again', async () => {
    const store = await MongoProjectionStore.connect(await url(), `${database}_stale`);
    const notes = store.collection<{ text: string }>({ name: 'stale', indexes: { text: (n) => n.text } });
    const key = `note-${randomUUID()}`;
    for (const [version, text] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const)
      await notes.apply(key, version, () => ({ text }));
    const connection = await mongoose.createConnection(await url(), { dbName: `${database}_stale` }).asPromise();
    const raw = connection.collection('rm_stale');
    const rows = await raw.find({ key }).sort({ version: 1 }).toArray();
    expect(rows.map((r) => [r.version, r.data])).toEqual([
      [1, null],
      [2, null],
      [3, JSON.stringify({ text: 'three' })],
    ]);
    // What a writer that read version 1 before 2 and 3 arrived does next: its write must be refused.
    await expect(raw.insertOne({ _id: `${key}|v=2` as never, key, version: 2, data: '{"text":"stale"}' })).rejects.toThrow(/duplicate/i);
    expect(await notes.get(key)).toEqual({ text: 'three' });
    expect(await notes.findBy('text', 'two')).toEqual([]);
    await store.close();
    await connection.dropDatabase();
    await connection.close();
  });

  it('reads what another replica wrote since, whatever this one remembers, and finds it from cold', async () => {
    const [one, two] = [
      await MongoProjectionStore.connect(await url(), database),
      await MongoProjectionStore.connect(await url(), database),
    ];
    const notes = (store: MongoProjectionStore) => store.collection<{ n: number }>({ name: 'replicas' });
    const key = `note-${randomUUID()}`;
    expect(await notes(two).get(key)).toBeUndefined();
    for (let n = 1; n <= 3; n++) expect(await notes(one).apply(key, n, () => ({ n }))).toBe(true);
    expect(await notes(two).get(key)).toEqual({ n: 3 });
    for (let n = 4; n <= 9; n++) expect(await notes(one).apply(key, n, () => ({ n }))).toBe(true);
    expect(await notes(two).get(key)).toEqual({ n: 9 });
    expect(await notes(two).apply(key, 10, (c) => ({ n: (c?.n ?? 0) + 1 }))).toBe(true);
    expect(await notes(one).apply(key, 10, () => ({ n: -1 }))).toBe(false);
    expect(await notes(one).get(key)).toEqual({ n: 10 });
    const cold = await MongoProjectionStore.connect(await url(), database);
    expect(await notes(cold).version(key)).toBe(10);
    // A process that remembers nothing tries a stream's first event straight away: a clash, no fold.
    const fresh = await MongoProjectionStore.connect(await url(), database);
    expect(await notes(fresh).apply(key, 1, () => ({ n: -1 }))).toBe(false);
    expect(await notes(fresh).apply(key, 11, (c) => ({ n: (c?.n ?? 0) + 1 }))).toBe(true);
    expect(await notes(one).get(key)).toEqual({ n: 11 });
    await fresh.close();
    // A rebuild drops the rows under running processes, then the events come again from the first.
    const connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
    await connection.collection('rm_replicas').drop();
    await connection.close();
    expect(await notes(one).get(key)).toBeUndefined();
    for (let n = 1; n <= 11; n++) expect(await notes(two).apply(key, n, () => ({ n: n * 2 }))).toBe(true);
    expect(await notes(one).get(key)).toEqual({ n: 22 });
    await Promise.all([one.close(), two.close(), cold.close()]);
  });
});

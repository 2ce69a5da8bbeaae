import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MongoEventStore } from '../../src/mongo/mongo-event-store';
import { mongoSource, withServer } from './cluster-servers';

jest.setTimeout(60_000);

/**
 * Without transactions, a position is reserved before its event is inserted. The outbox relay
 * must never skip an event that is still on its way, nor wait forever for a writer that died.
 */
withServer('MongoDB event store positions', mongoSource(), (url) => {
  const database = `pilltest_${randomUUID().slice(0, 8)}`;
  let store: MongoEventStore;
  let connection: mongoose.Connection;
  const options = () => ({ occurredAt: new Date('2026-01-02T03:04:05Z'), newId: () => randomUUID(), metadata: { correlationId: 'c' } });
  const event = { type: 'link.created', data: { title: 'x' } };

  beforeAll(async () => {
    store = await MongoEventStore.connect(await url(), database, { gapGraceMs: 1_000 });
    connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
  });
  afterAll(async () => {
    await store?.close();
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('holds readers at a position a writer reserved but has not written yet, then moves past it once abandoned', async () => {
    const [before] = await store.append(`s-${randomUUID()}`, 0, [event], options());
    // A writer that reserved the next position and died before inserting.
    await connection.collection<{ _id: string; value: number }>('counters').updateOne({ _id: 'position' }, { $inc: { value: 1 } });
    const [after] = await store.append(`s-${randomUUID()}`, 0, [event], options());
    expect(after.position).toBe(before.position + 2);

    expect(await store.readAll(before.position, 10)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await store.readAll(before.position, 10)).map((e) => e.position)).toEqual([after.position]);
  });

  it('does not hold readers at positions left by appends that lost a race', async () => {
    const start = (await store.readAll(0, 1_000_000)).at(-1)!.position;
    const id = `s-${randomUUID()}`;
    await Promise.allSettled(Array.from({ length: 5 }, () => store.append(id, 0, [event, event], options())));
    const next = await store.append(`s-${randomUUID()}`, 0, [event], options());
    const read = await store.readAll(start, 100);
    expect(read.map((e) => e.streamId)).toEqual([id, id, next[0].streamId]);
  });
});

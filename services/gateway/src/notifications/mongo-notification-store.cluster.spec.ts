import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { connectMongo } from '@pill/platform/mongo/connect';
import { MongoNotificationStore } from './mongo-notification-store';
import { notificationStoreConformance } from './notification-store.conformance';

jest.setTimeout(60_000);

const uri = process.env.MONGODB_URI || undefined;

// Like the platform's cluster suites: without a server it says why, and fails under CI.
if (!uri) {
  it('MongoDB notification store runs only against a real server', () => {
    if (process.env.CI === 'true') throw new Error('MONGODB_URI is not set. CI must provide real servers.');
    process.stderr.write('\n  MongoDB notification store: not run: no MONGODB_URI (run .ci/provision/cluster-up.sh)\n');
    expect(uri).toBeUndefined();
  });
} else {
  const database = `pilltest_notify_${randomUUID().slice(0, 8)}`;
  notificationStoreConformance('MongoDB', async () => {
    const connection = await connectMongo(uri, database);
    return { store: await MongoNotificationStore.open(connection), close: () => connection.close() };
  });

  describe('MongoDB notification store across gateway replicas', () => {
    const replicas: Array<{ close(): Promise<void> }> = [];
    afterAll(() => Promise.all(replicas.map((c) => c.close())));

    it('lets exactly one replica claim each slot, so the owner gets one mail', async () => {
      const [one, two] = await Promise.all([connectMongo(uri, database), connectMongo(uri, database)]);
      replicas.push(one, two);
      const [a, b] = [await MongoNotificationStore.open(one), await MongoNotificationStore.open(two)];
      const [due, next] = ['2026-11-24T12:00:00.000Z', '2026-11-24T18:00:00.000Z'];
      for (let round = 0; round < 10; round++) {
        const linkId = randomUUID();
        const ownerId = randomUUID();
        await a.save({ linkId, ownerId, email: 'ada@example.com', mode: 'batched', lastCount: 0, dueAt: due });
        const claim = (replica: MongoNotificationStore) => replica.claim(linkId, due, next);
        const claims = await Promise.all([claim(a), claim(b), claim(b)]);
        expect(claims.filter(Boolean)).toHaveLength(1);
        expect((await b.find(linkId))?.dueAt).toBe(next);
      }
    });
  });

  afterAll(async () => {
    const connection = await mongoose.createConnection(uri, { dbName: database }).asPromise();
    await connection.dropDatabase();
    await connection.close();
  });
}

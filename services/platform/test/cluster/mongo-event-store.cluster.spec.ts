import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { eventStoreConformance } from '../../src/event-store/event-store.conformance';
import { MongoEventStore } from '../../src/mongo/mongo-event-store';
import { mongoSource, withServer } from './cluster-servers';

jest.setTimeout(120_000);

withServer('MongoDB event store', mongoSource(), (url) => {
  const database = `pilltest_${randomUUID().slice(0, 8)}`;
  eventStoreConformance(
    'MongoDB',
    async () => MongoEventStore.connect(await url(), database),
    async () => {
      const connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );
});

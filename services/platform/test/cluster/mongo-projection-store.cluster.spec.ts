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
      const connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );
});

import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MongoVectorStore } from '../../src/mongo/mongo-vector-store';
import { vectorStoreConformance } from '../../src/vectors/vector-store.conformance';
import { mongoSource, withServer } from './cluster-servers';

jest.setTimeout(120_000);

withServer('MongoDB vector store', mongoSource(), (url) => {
  const database = `pilltest_${randomUUID().slice(0, 8)}`;
  vectorStoreConformance(
    'MongoDB',
    async () => MongoVectorStore.connect(await url(), database),
    async () => {
      const connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );
});

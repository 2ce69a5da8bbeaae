import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { MongoWebhookStore } from './mongo-webhook-store';
import { webhookStoreConformance } from './webhook-store.conformance';

jest.setTimeout(60_000);

const uri = process.env.MONGODB_URI || undefined;

// Like the platform's cluster suites: without a server it says why, and fails under CI.
if (!uri) {
  it('MongoDB webhook store runs only against a real server', () => {
    if (process.env.CI === 'true') throw new Error('MONGODB_URI is not set. CI must provide real servers.');
    process.stderr.write('\n  MongoDB webhook store: not run: no MONGODB_URI (run .ci/provision/cluster-up.sh)\n');
    expect(uri).toBeUndefined();
  });
} else {
  const database = `pilltest_submission_${randomUUID().slice(0, 8)}`;
  webhookStoreConformance(
    'MongoDB',
    () => MongoWebhookStore.connect(uri, database),
    async () => {
      const connection = await mongoose.createConnection(uri, { dbName: database }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );
}

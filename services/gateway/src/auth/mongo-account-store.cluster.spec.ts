import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Account } from './account-store.port';
import { MongoAccountStore } from './mongo-account-store';

jest.setTimeout(60_000);

const account = (email: string): Account => ({
  id: randomUUID(),
  email,
  name: 'Ann',
  passwordHash: 'scrypt$salt$hash',
  createdAt: '2026-11-22T10:00:00.000Z',
});

const uri = process.env.MONGODB_URI || undefined;
const url = async () => uri!;

// Like the platform's cluster suites: without a server it says why, and fails under CI.
if (!uri) {
  it('MongoDB account store runs only against a real server', () => {
    if (process.env.CI === 'true') throw new Error('MONGODB_URI is not set. CI must provide real servers.');
    process.stderr.write('\n  MongoDB account store: not run: no MONGODB_URI (run .ci/provision/cluster-up.sh)\n');
    expect(uri).toBeUndefined();
  });
} else
  describe('MongoDB account store', () => {
    const database = `pilltest_gateway_${randomUUID().slice(0, 8)}`;
    let store: MongoAccountStore;
    let other: MongoAccountStore;

    beforeAll(async () => {
      store = await MongoAccountStore.connect(await url(), database);
      other = await MongoAccountStore.connect(await url(), database); // a second gateway replica
    });
    afterAll(async () => {
      await store?.close();
      await other?.close();
      const connection = await mongoose.createConnection(await url(), { dbName: database }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    });

    it('keeps an email to one account, whichever replica signs up first', async () => {
      const results = await Promise.all([store.createAccount(account('ann@example.com')), other.createAccount(account('ann@example.com'))]);
      expect(results.sort()).toEqual([false, true]);
      const found = await other.findByEmail('ann@example.com');
      expect(found).toMatchObject({ email: 'ann@example.com', name: 'Ann', passwordHash: 'scrypt$salt$hash' });
      expect(await store.findById(found!.id)).toEqual(found);
    });

    it('answers a session on any replica until it expires or ends', async () => {
      const a = account('bo@example.com');
      await store.createAccount(a);
      await store.createSession('hash-1', a.id, new Date('2026-11-23T10:00:00Z'));
      expect(await other.findSession('hash-1', new Date('2026-11-22T10:00:00Z'))).toEqual({ accountId: a.id });
      expect(await other.findSession('hash-1', new Date('2026-11-23T10:00:01Z'))).toBeUndefined();
      await other.deleteSession('hash-1');
      expect(await store.findSession('hash-1', new Date('2026-11-22T10:00:00Z'))).toBeUndefined();
    });

    it('lets only the first request seed an owner sample pills', async () => {
      const claims = await Promise.all([
        store.claimSampleSeeding('owner-1'),
        other.claimSampleSeeding('owner-1'),
        store.claimSampleSeeding('owner-1'),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('treats an operator object as a plain value, never as a query', async () => {
      await store.createAccount(account('cy@example.com'));
      expect(await store.findByEmail({ $ne: 'x' } as unknown as string)).toBeUndefined();
      expect(await store.findSession({ $gt: '' } as unknown as string, new Date())).toBeUndefined();
    });
  });

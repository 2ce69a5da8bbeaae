import { randomUUID } from 'node:crypto';
import { apiKeyStoreConformance } from '../api-keys/api-key-store.conformance';
import type { AccountStore } from './account-store.port';

/** The contract of an AccountStore adapter (SQLite embedded, MongoDB in the cluster). */
export function accountStoreConformance(name: string, open: () => Promise<AccountStore>): void {
  describe(`AccountStore conformance: ${name}`, () => {
    let store: AccountStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());
    const account = () => ({
      id: randomUUID(),
      email: `${randomUUID()}@example.com`,
      name: 'Ada',
      passwordHash: 'scrypt$x',
      createdAt: '2026-01-01T00:00:00.000Z',
    });

    it('creates an account once per email and finds it by email and id', async () => {
      const a = account();
      expect(await store.createAccount(a)).toBe(true);
      expect(await store.createAccount({ ...a, id: randomUUID() })).toBe(false);
      expect(await store.findByEmail(a.email)).toEqual(a);
      expect(await store.findById(a.id)).toEqual(a);
      expect(await store.findByEmail('nobody@example.com')).toBeUndefined();
    });

    it('keeps sessions until they expire or are deleted', async () => {
      const a = account();
      await store.createAccount(a);
      const now = new Date('2026-01-01T00:00:00.000Z');
      await store.createSession('hash-1' + a.id, a.id, new Date(now.getTime() + 1000));
      expect(await store.findSession('hash-1' + a.id, now)).toEqual({ accountId: a.id });
      expect(await store.findSession('hash-1' + a.id, new Date(now.getTime() + 2000))).toBeUndefined();
      await store.createSession('hash-2' + a.id, a.id, new Date(now.getTime() + 1000));
      await store.deleteSession('hash-2' + a.id);
      expect(await store.findSession('hash-2' + a.id, now)).toBeUndefined();
    });

    it('ends every session of one account, and only of that account', async () => {
      const [a, b] = [account(), account()];
      await store.createAccount(a);
      await store.createAccount(b);
      const until = new Date('2026-02-01T00:00:00.000Z');
      const now = new Date('2026-01-01T00:00:00.000Z');
      for (const device of ['laptop', 'phone']) await store.createSession(`${device}-${a.id}`, a.id, until);
      await store.createSession(`laptop-${b.id}`, b.id, until);
      await store.deleteSessionsOf(a.id);
      expect(await store.findSession(`laptop-${a.id}`, now)).toBeUndefined();
      expect(await store.findSession(`phone-${a.id}`, now)).toBeUndefined();
      expect(await store.findSession(`laptop-${b.id}`, now)).toEqual({ accountId: b.id });
    });

    it('deletes an account with its sessions, leaving other accounts alone', async () => {
      const [a, b] = [account(), account()];
      await store.createAccount(a);
      await store.createAccount(b);
      const until = new Date('2026-02-01T00:00:00.000Z');
      const now = new Date('2026-01-01T00:00:00.000Z');
      await store.createSession(`gone-${a.id}`, a.id, until);
      await store.createSession(`kept-${b.id}`, b.id, until);
      await store.deleteAccount(a.id);
      expect(await store.findById(a.id)).toBeUndefined();
      expect(await store.findByEmail(a.email)).toBeUndefined();
      expect(await store.findSession(`gone-${a.id}`, now)).toBeUndefined();
      expect(await store.findById(b.id)).toEqual(b);
      expect(await store.findSession(`kept-${b.id}`, now)).toEqual({ accountId: b.id });
      expect(await store.createAccount({ ...account(), email: a.email })).toBe(true);
    });

    it('lets a password reset be used once, before it expires', async () => {
      const a = account();
      await store.createAccount(a);
      const now = new Date('2026-01-01T00:00:00.000Z');
      const later = new Date(now.getTime() + 3_600_000);
      await store.createPasswordReset(`once-${a.id}`, a.id, later);
      const uses = await Promise.all([store.consumePasswordReset(`once-${a.id}`, now), store.consumePasswordReset(`once-${a.id}`, now)]);
      expect(uses.sort()).toEqual([a.id, undefined]);
      expect(await store.consumePasswordReset(`once-${a.id}`, now)).toBeUndefined();
      await store.createPasswordReset(`late-${a.id}`, a.id, later);
      expect(await store.consumePasswordReset(`late-${a.id}`, later)).toBeUndefined();
      await store.createPasswordReset(`gone-${a.id}`, a.id, later);
      await store.deleteAccount(a.id);
      expect(await store.consumePasswordReset(`gone-${a.id}`, now)).toBeUndefined();
    });

    it('replaces a password hash', async () => {
      const a = account();
      await store.createAccount(a);
      await store.updatePasswordHash(a.id, 'scrypt$new');
      expect((await store.findById(a.id))?.passwordHash).toBe('scrypt$new');
    });

    it('claims sample seeding exactly once per owner, even when asked concurrently', async () => {
      const owner = randomUUID();
      const claims = await Promise.all(Array.from({ length: 5 }, () => store.claimSampleSeeding(owner)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await store.claimSampleSeeding(owner)).toBe(false);
    });

    apiKeyStoreConformance(() => store);
  });
}

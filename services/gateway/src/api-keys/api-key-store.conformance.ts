import { randomUUID } from 'node:crypto';
import type { ApiKeyStore } from './api-key-store.port';

/** The API-key part of the AccountStore contract, run against both adapters by accountStoreConformance. */
export function apiKeyStoreConformance(store: () => ApiKeyStore): void {
  const key = (ownerId: string, createdAt = '2026-01-01T00:00:00.000Z') => ({
    id: randomUUID(),
    ownerId,
    ownerName: 'Ada',
    name: 'CI export',
    keyHash: `hash-${randomUUID()}`,
    createdAt,
    lastUsedAt: null,
  });

  it('keeps API keys by hash, lists an owner’s own keys oldest first, and revokes only its owner’s', async () => {
    const [ada, bob] = [randomUUID(), randomUUID()];
    const first = key(ada, '2026-01-01T00:00:00.000Z');
    const second = { ...key(ada, '2026-01-02T00:00:00.000Z'), ownerName: undefined };
    const bobs = key(bob);
    for (const k of [second, first, bobs]) await store().createApiKey(k);
    expect(await store().findApiKey(first.keyHash)).toEqual(first);
    expect(await store().findApiKey('hash-of-nothing')).toBeUndefined();
    expect((await store().listApiKeys(ada)).map((k) => k.id)).toEqual([first.id, second.id]);
    expect(await store().deleteApiKey(ada, bobs.id)).toBe(false);
    expect(await store().findApiKey(bobs.keyHash)).toEqual(bobs);
    expect(await store().deleteApiKey(ada, first.id)).toBe(true);
    expect(await store().deleteApiKey(ada, first.id)).toBe(false);
    expect(await store().findApiKey(first.keyHash)).toBeUndefined();
    expect(await store().listApiKeys(ada)).toEqual([second]);
  });

  it('records when a key was last used, and deletes every key of one owner', async () => {
    const [ada, bob] = [randomUUID(), randomUUID()];
    const [adas, bobs] = [key(ada), key(bob)];
    await store().createApiKey(adas);
    await store().createApiKey(bobs);
    await store().touchApiKey(adas.id, '2026-03-01T10:00:00.000Z');
    expect((await store().findApiKey(adas.keyHash))?.lastUsedAt).toBe('2026-03-01T10:00:00.000Z');
    await store().deleteApiKeysOf(ada);
    expect(await store().listApiKeys(ada)).toEqual([]);
    expect(await store().listApiKeys(bob)).toHaveLength(1);
  });
}

import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { conflict, notFound } from '@pill/platform/errors';
import { API_KEY_PREFIX, MAX_API_KEYS, type ApiKey, type ApiKeyBody, type ApiKeyCreated } from '@pill/proto/api-keys';
import { ACCOUNT_STORE, type AccountStore } from '../auth/account-store.port';
import type { SignedInUser } from '../auth/auth-provider.port';

const keyHash = (key: string) => createHash('sha256').update(key).digest('base64url');
/** `lastUsedAt` is rewritten at most this often, so a busy integration does not write on every request. */
const TOUCH_EVERY_MS = 60_000;
const MAX_KEY_LENGTH = 200;

/** The API key a request carries as `Authorization: Bearer pill_…`, if any (other Bearer tokens are a provider's). */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith(`Bearer ${API_KEY_PREFIX}`)) return undefined;
  return header.slice('Bearer '.length).trim();
}

/** Owners' API keys: made with a session, shown once, stored as SHA-256 hashes, each acting as its owner. */
@Injectable()
export class ApiKeys {
  constructor(
    @Inject(ACCOUNT_STORE) private readonly store: AccountStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async create(owner: SignedInUser, body: ApiKeyBody): Promise<ApiKeyCreated> {
    if ((await this.store.listApiKeys(owner.userId)).length >= MAX_API_KEYS) {
      throw conflict(`You have ${MAX_API_KEYS} API keys, the most one account can hold. Revoke one you no longer use first.`);
    }
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const id = this.ids.newId();
    await this.store.createApiKey({
      id,
      ownerId: owner.userId,
      ...(owner.firstName ? { ownerName: owner.firstName } : {}),
      name: body.name,
      keyHash: keyHash(key),
      createdAt: this.clock.now().toISOString(),
      lastUsedAt: null,
    });
    return { id, name: body.name, key };
  }

  async list(ownerId: string): Promise<ApiKey[]> {
    const keys = await this.store.listApiKeys(ownerId);
    return keys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
  }

  async revoke(ownerId: string, id: string): Promise<void> {
    if (!(await this.store.deleteApiKey(ownerId, id))) throw notFound('API key not found');
  }

  /** The key's owner, or nothing for an unknown or revoked key. */
  async authenticate(key: string): Promise<SignedInUser | undefined> {
    if (key.length > MAX_KEY_LENGTH) return undefined;
    const found = await this.store.findApiKey(keyHash(key));
    if (!found) return undefined;
    const now = this.clock.now();
    if (!found.lastUsedAt || now.getTime() - Date.parse(found.lastUsedAt) >= TOUCH_EVERY_MS) {
      await this.store.touchApiKey(found.id, now.toISOString());
    }
    return { userId: found.ownerId, ...(found.ownerName ? { firstName: found.ownerName } : {}) };
  }
}

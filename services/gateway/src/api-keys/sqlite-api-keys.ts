import type Database from 'libsql';
import type { ApiKeyRecord, ApiKeyStore } from './api-key-store.port';

export const API_KEYS_SCHEMA = `
CREATE TABLE IF NOT EXISTS api_keys (key_hash TEXT PRIMARY KEY, id TEXT NOT NULL UNIQUE, owner_id TEXT NOT NULL, owner_name TEXT,
  name TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT);
CREATE INDEX IF NOT EXISTS api_keys_by_owner ON api_keys (owner_id, created_at);
`;

type Row = {
  key_hash: string;
  id: string;
  owner_id: string;
  owner_name: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
};
const toKey = (r: Row): ApiKeyRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  ...(r.owner_name === null ? {} : { ownerName: r.owner_name }),
  name: r.name,
  keyHash: r.key_hash,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

/** The API-key half of the SQLite account store, on its database. */
export class SqliteApiKeys implements ApiKeyStore {
  constructor(private readonly db: Database.Database) {
    db.exec(API_KEYS_SCHEMA);
  }

  async createApiKey(k: ApiKeyRecord) {
    this.db
      .prepare('INSERT INTO api_keys (key_hash, id, owner_id, owner_name, name, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(k.keyHash, k.id, k.ownerId, k.ownerName ?? null, k.name, k.createdAt, k.lastUsedAt);
  }

  async findApiKey(keyHash: string) {
    const row = this.db.prepare('SELECT * FROM api_keys WHERE key_hash = ?').get(keyHash) as Row | undefined;
    return row ? toKey(row) : undefined;
  }

  async listApiKeys(ownerId: string) {
    const rows = this.db.prepare('SELECT * FROM api_keys WHERE owner_id = ? ORDER BY created_at, id').all(ownerId) as Row[];
    return rows.map(toKey);
  }

  async deleteApiKey(ownerId: string, id: string) {
    return this.db.prepare('DELETE FROM api_keys WHERE owner_id = ? AND id = ?').run(ownerId, id).changes === 1;
  }

  async deleteApiKeysOf(ownerId: string) {
    this.db.prepare('DELETE FROM api_keys WHERE owner_id = ?').run(ownerId);
  }

  async touchApiKey(id: string, usedAt: string) {
    this.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(usedAt, id);
  }
}

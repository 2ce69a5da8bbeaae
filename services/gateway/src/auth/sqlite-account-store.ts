import Database from 'libsql';
import { ownerOnlyFile } from '@pill/platform/private-file';
import type { ApiKeyRecord } from '../api-keys/api-key-store.port';
import { SqliteApiKeys } from '../api-keys/sqlite-api-keys';
import type { Account, AccountStore } from './account-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL, password_hash TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (token_hash TEXT PRIMARY KEY, account_id TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
CREATE TABLE IF NOT EXISTS password_resets (token_hash TEXT PRIMARY KEY, account_id TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seeded_owners (owner_id TEXT PRIMARY KEY);
`;

type AccountRow = { id: string; email: string; name: string; password_hash: string; created_at: string };
const toAccount = (r: AccountRow | undefined): Account | undefined =>
  r ? { id: r.id, email: r.email, name: r.name, passwordHash: r.password_hash, createdAt: r.created_at } : undefined;

/** The embedded account store: a SQLite file beside the event stores. */
export class SqliteAccountStore implements AccountStore {
  private readonly db: Database.Database;
  private readonly keys: SqliteApiKeys;

  constructor(file: string) {
    this.db = new Database(ownerOnlyFile(file));
    this.db.pragma('journal_mode = WAL');
    // A deleted account's email and name are overwritten on disk, not left in free pages.
    this.db.pragma('secure_delete = ON');
    this.db.exec(SCHEMA);
    this.keys = new SqliteApiKeys(this.db);
  }

  async createAccount(a: Account): Promise<boolean> {
    const info = this.db
      .prepare('INSERT OR IGNORE INTO accounts (id, email, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(a.id, a.email, a.name, a.passwordHash, a.createdAt);
    return info.changes === 1;
  }

  async findByEmail(email: string) {
    return toAccount(this.db.prepare('SELECT * FROM accounts WHERE email = ?').get(email) as AccountRow | undefined);
  }

  async findById(id: string) {
    return toAccount(this.db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined);
  }

  async updatePasswordHash(accountId: string, passwordHash: string) {
    this.db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, accountId);
  }

  async createSession(tokenHash: string, accountId: string, expiresAt: Date) {
    this.db
      .prepare('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash, accountId, expiresAt.toISOString());
  }

  async findSession(tokenHash: string, now: Date) {
    const row = this.db
      .prepare('SELECT account_id FROM sessions WHERE token_hash = ? AND expires_at > ?')
      .get(tokenHash, now.toISOString()) as { account_id: string } | undefined;
    return row ? { accountId: row.account_id } : undefined;
  }

  async deleteSession(tokenHash: string) {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  async deleteSessionsOf(accountId: string) {
    this.db.prepare('DELETE FROM sessions WHERE account_id = ?').run(accountId);
  }

  async createPasswordReset(tokenHash: string, accountId: string, expiresAt: Date) {
    this.db
      .prepare('INSERT INTO password_resets (token_hash, account_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash, accountId, expiresAt.toISOString());
  }

  async consumePasswordReset(tokenHash: string, now: Date) {
    const row = this.db.prepare('SELECT account_id, expires_at FROM password_resets WHERE token_hash = ?').get(tokenHash) as
      { account_id: string; expires_at: string } | undefined;
    // Whoever deletes the row is the one use it allows.
    const claimed = row && this.db.prepare('DELETE FROM password_resets WHERE token_hash = ?').run(tokenHash).changes === 1;
    return claimed && row.expires_at > now.toISOString() ? row.account_id : undefined;
  }

  async deleteAccount(accountId: string) {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM sessions WHERE account_id = ?').run(accountId);
      this.db.prepare('DELETE FROM password_resets WHERE account_id = ?').run(accountId);
      this.db.prepare('DELETE FROM accounts WHERE id = ?').run(accountId);
    })();
    // Erased means gone from disk now: the write-ahead log still holds the rows until a checkpoint.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async claimSampleSeeding(ownerId: string) {
    return this.db.prepare('INSERT OR IGNORE INTO seeded_owners (owner_id) VALUES (?)').run(ownerId).changes === 1;
  }

  createApiKey = (key: ApiKeyRecord) => this.keys.createApiKey(key);
  findApiKey = (keyHash: string) => this.keys.findApiKey(keyHash);
  listApiKeys = (ownerId: string) => this.keys.listApiKeys(ownerId);
  deleteApiKey = (ownerId: string, id: string) => this.keys.deleteApiKey(ownerId, id);
  deleteApiKeysOf = (ownerId: string) => this.keys.deleteApiKeysOf(ownerId);
  touchApiKey = (id: string, usedAt: string) => this.keys.touchApiKey(id, usedAt);

  /** The database, for the gateway's other stores that keep their tables beside the accounts. */
  get database(): Database.Database {
    return this.db;
  }

  async close() {
    this.db.close();
  }
}

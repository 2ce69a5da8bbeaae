import { connectMongo } from '@pill/platform/mongo/connect';
import { Schema, type Connection, type Model } from 'mongoose';
import type { ApiKeyRecord } from '../api-keys/api-key-store.port';
import { MongoApiKeys } from '../api-keys/mongo-api-keys';
import type { Account, AccountStore } from './account-store.port';

interface AccountDoc {
  _id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: string;
}
interface SessionDoc {
  _id: string;
  accountId: string;
  expiresAt: Date;
}
interface ResetDoc {
  _id: string;
  accountId: string;
  expiresAt: Date;
}
interface SeededDoc {
  _id: string;
}

const options = { versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false } as const;
const AccountSchema = new Schema<AccountDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    name: { type: String, required: true },
    passwordHash: { type: String, required: true },
    createdAt: { type: String, required: true },
  },
  { ...options, collection: 'accounts' },
);
AccountSchema.index({ email: 1 }, { unique: true, name: 'email' });
// Sessions are keyed by the token's hash; the raw token never reaches the database.
const SessionSchema = new Schema<SessionDoc>(
  { _id: { type: String, required: true }, accountId: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { ...options, collection: 'sessions' },
);
SessionSchema.index({ accountId: 1 }, { name: 'accountId' });
const ResetSchema = new Schema<ResetDoc>(
  { _id: { type: String, required: true }, accountId: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { ...options, collection: 'password_resets' },
);
ResetSchema.index({ accountId: 1 }, { name: 'accountId' });
const SeededSchema = new Schema<SeededDoc>({ _id: { type: String, required: true } }, { ...options, collection: 'seeded_owners' });

const isDuplicateKey = (error: unknown) =>
  (error as { code?: number }).code === 11000 || /E11000|duplicate key/i.test(String((error as Error)?.message));
const toAccount = (d: AccountDoc | null): Account | undefined =>
  d ? { id: d._id, email: d.email, name: d.name, passwordHash: d.passwordHash, createdAt: d.createdAt } : undefined;

/**
 * Local accounts in the cluster: MongoDB (or FerretDB 1.x), so any gateway replica can answer
 * any request. Only plain inserts, finds, deletes and one-field `$set`s plus indexes: what
 * FerretDB does atomically. Expired sessions are refused on read (FerretDB 1.x has no TTL index).
 */
export class MongoAccountStore implements AccountStore {
  private readonly accounts: Model<AccountDoc>;
  private readonly sessions: Model<SessionDoc>;
  private readonly seeded: Model<SeededDoc>;
  private keys!: MongoApiKeys;
  private readonly resets: Model<ResetDoc>;

  private constructor(private readonly connection: Connection) {
    this.accounts = connection.model<AccountDoc>('Account', AccountSchema);
    this.sessions = connection.model<SessionDoc>('Session', SessionSchema);
    this.seeded = connection.model<SeededDoc>('SeededOwner', SeededSchema);
    this.resets = connection.model<ResetDoc>('PasswordReset', ResetSchema);
  }

  static async connect(uri: string, database: string): Promise<MongoAccountStore> {
    const connection = await connectMongo(uri, database);
    const store = new MongoAccountStore(connection);
    for (const model of [store.accounts, store.sessions, store.seeded, store.resets]) await model.createCollection().catch(() => undefined);
    await store.accounts.createIndexes();
    await store.sessions.createIndexes();
    store.keys = await MongoApiKeys.open(connection);
    await store.resets.createIndexes();
    return store;
  }

  async createAccount(a: Account): Promise<boolean> {
    try {
      await this.accounts.create({ _id: a.id, email: a.email, name: a.name, passwordHash: a.passwordHash, createdAt: a.createdAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async findByEmail(email: string) {
    return toAccount(await this.accounts.findOne({ email: String(email) }).lean<AccountDoc>());
  }

  async findById(id: string) {
    return toAccount(await this.accounts.findOne({ _id: String(id) }).lean<AccountDoc>());
  }

  async updatePasswordHash(accountId: string, passwordHash: string) {
    const change = { $set: { passwordHash: String(passwordHash) } };
    await this.accounts.updateOne({ _id: String(accountId) }, change);
  }

  async createSession(tokenHash: string, accountId: string, expiresAt: Date) {
    await this.sessions.create({ _id: tokenHash, accountId, expiresAt });
  }

  async findSession(tokenHash: string, now: Date) {
    const session = await this.sessions.findOne({ _id: String(tokenHash) }).lean<SessionDoc>();
    if (!session || new Date(session.expiresAt).getTime() <= now.getTime()) return undefined;
    return { accountId: session.accountId };
  }

  async deleteSession(tokenHash: string) {
    await this.sessions.deleteOne({ _id: String(tokenHash) });
  }

  async deleteSessionsOf(accountId: string) {
    await this.sessions.deleteMany({ accountId: String(accountId) });
  }

  async createPasswordReset(tokenHash: string, accountId: string, expiresAt: Date) {
    await this.resets.create({ _id: tokenHash, accountId, expiresAt });
  }

  /** Read, then claimed by a delete only one caller can win (FerretDB 1.x has no transactions). */
  async consumePasswordReset(tokenHash: string, now: Date) {
    const reset = await this.resets.findOne({ _id: String(tokenHash) }).lean<ResetDoc>();
    if (!reset) return undefined;
    const { deletedCount } = await this.resets.deleteOne({ _id: String(tokenHash) });
    return deletedCount === 1 && new Date(reset.expiresAt).getTime() > now.getTime() ? reset.accountId : undefined;
  }

  /** Sessions first: a failure in between leaves an account that can sign in again, never sessions of no account. */
  async deleteAccount(accountId: string) {
    await this.sessions.deleteMany({ accountId: String(accountId) });
    await this.resets.deleteMany({ accountId: String(accountId) });
    await this.accounts.deleteOne({ _id: String(accountId) });
  }

  async claimSampleSeeding(ownerId: string) {
    try {
      await this.seeded.create({ _id: ownerId });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  createApiKey = (key: ApiKeyRecord) => this.keys.createApiKey(key);
  findApiKey = (keyHash: string) => this.keys.findApiKey(keyHash);
  listApiKeys = (ownerId: string) => this.keys.listApiKeys(ownerId);
  deleteApiKey = (ownerId: string, id: string) => this.keys.deleteApiKey(ownerId, id);
  deleteApiKeysOf = (ownerId: string) => this.keys.deleteApiKeysOf(ownerId);
  touchApiKey = (id: string, usedAt: string) => this.keys.touchApiKey(id, usedAt);

  /** The connection, for the gateway's other stores that keep their collections beside the accounts. */
  get database(): Connection {
    return this.connection;
  }

  async close() {
    await this.connection.close();
  }
}

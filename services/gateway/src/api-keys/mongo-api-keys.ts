import { Schema, type Connection, type Model } from 'mongoose';
import type { ApiKeyRecord, ApiKeyStore } from './api-key-store.port';

interface ApiKeyDoc {
  _id: string;
  id: string;
  ownerId: string;
  ownerName?: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

// Keyed by the secret's hash, so a Bearer key is found in one read; the secret never reaches the database.
const ApiKeySchema = new Schema<ApiKeyDoc>(
  {
    _id: { type: String, required: true },
    id: { type: String, required: true },
    ownerId: { type: String, required: true },
    ownerName: { type: String, required: false },
    name: { type: String, required: true },
    createdAt: { type: String, required: true },
    lastUsedAt: { type: String, default: null },
  },
  { versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false, collection: 'api_keys' },
);
ApiKeySchema.index({ id: 1 }, { unique: true, name: 'id' });
ApiKeySchema.index({ ownerId: 1 }, { name: 'ownerId' });

const toKey = (d: ApiKeyDoc): ApiKeyRecord => ({
  id: d.id,
  ownerId: d.ownerId,
  ...(d.ownerName === undefined || d.ownerName === null ? {} : { ownerName: d.ownerName }),
  name: d.name,
  keyHash: d._id,
  createdAt: d.createdAt,
  lastUsedAt: d.lastUsedAt ?? null,
});

/** The API-key half of the MongoDB account store: plain inserts, finds, deletes and one-field `$set`s. */
export class MongoApiKeys implements ApiKeyStore {
  private readonly keys: Model<ApiKeyDoc>;

  private constructor(connection: Connection) {
    this.keys = connection.model<ApiKeyDoc>('ApiKey', ApiKeySchema);
  }

  static async open(connection: Connection): Promise<MongoApiKeys> {
    const store = new MongoApiKeys(connection);
    await store.keys.createCollection().catch(() => undefined);
    await store.keys.createIndexes();
    return store;
  }

  async createApiKey(k: ApiKeyRecord) {
    const owner = k.ownerName === undefined ? {} : { ownerName: k.ownerName };
    await this.keys.create({
      _id: k.keyHash,
      id: k.id,
      ownerId: k.ownerId,
      ...owner,
      name: k.name,
      createdAt: k.createdAt,
      lastUsedAt: k.lastUsedAt,
    });
  }

  async findApiKey(keyHash: string) {
    const doc = await this.keys.findOne({ _id: String(keyHash) }).lean<ApiKeyDoc>();
    return doc ? toKey(doc) : undefined;
  }

  async listApiKeys(ownerId: string) {
    const docs = await this.keys.find({ ownerId: String(ownerId) }).lean<ApiKeyDoc[]>();
    return docs.map(toKey).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async deleteApiKey(ownerId: string, id: string) {
    const { deletedCount } = await this.keys.deleteOne({ ownerId: String(ownerId), id: String(id) });
    return deletedCount === 1;
  }

  async deleteApiKeysOf(ownerId: string) {
    await this.keys.deleteMany({ ownerId: String(ownerId) });
  }

  async touchApiKey(id: string, usedAt: string) {
    await this.keys.updateOne({ id: String(id) }, { $set: { lastUsedAt: String(usedAt) } });
  }
}

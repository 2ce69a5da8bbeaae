import { connectMongo, trusted } from './connect';
import { Schema, type Connection, type Model } from 'mongoose';
import type { StoredVectors, VectorStore } from '../vectors/vector-store.port';

interface Row {
  _id: string;
  group: string;
  model: string;
  spans: string;
  vectors: Buffer;
  scales: Buffer;
}

const bytes = (a: Int8Array | Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
/** The driver may hand back a Binary or a Buffer; either way the bytes are copied out aligned. */
const arrayBuffer = (b: Buffer | { buffer: Uint8Array }) => new Uint8Array(Buffer.isBuffer(b) ? b : b.buffer).buffer;
const toRecord = (r: Row): StoredVectors => ({
  id: r._id,
  group: r.group,
  model: r.model,
  spans: JSON.parse(r.spans),
  vectors: new Int8Array(arrayBuffer(r.vectors)),
  scales: new Float32Array(arrayBuffer(r.scales)),
});

/** The cluster's vector store: one document per answer in the service's database, found by group through an index. */
export class MongoVectorStore implements VectorStore {
  private readonly model: Model<Row>;
  private readonly ready: Promise<unknown>;

  private constructor(private readonly connection: Connection) {
    const schema = new Schema<Row>(
      {
        _id: { type: String, required: true },
        group: { type: String, required: true },
        model: String,
        spans: String,
        vectors: Buffer,
        scales: Buffer,
      },
      { collection: 'vectors', versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false },
    );
    schema.index({ group: 1, _id: 1 }, { name: 'group' });
    this.model = connection.model<Row>('vectors', schema);
    this.ready = this.model
      .createCollection()
      .catch(() => undefined)
      .then(() => this.model.createIndexes());
    this.ready.catch(() => undefined);
  }

  static async connect(uri: string, database: string): Promise<MongoVectorStore> {
    const connection = await connectMongo(uri, database);
    return new MongoVectorStore(connection);
  }

  async put(records: StoredVectors[]): Promise<void> {
    await this.ready;
    if (records.length === 0) return;
    await this.model.bulkWrite(
      records.map((r) => ({
        replaceOne: {
          filter: { _id: r.id },
          replacement: {
            _id: r.id,
            group: r.group,
            model: r.model,
            spans: JSON.stringify(r.spans),
            vectors: bytes(r.vectors),
            scales: bytes(r.scales),
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  async get(ids: string[]): Promise<StoredVectors[]> {
    await this.ready;
    if (ids.length === 0) return [];
    const rows = (await this.model.find({ _id: trusted({ $in: ids.map(String) }) }).lean()) as Row[];
    return rows.map(toRecord);
  }

  async page(group: string, afterId: string | undefined, limit: number): Promise<StoredVectors[]> {
    await this.ready;
    const filter = afterId === undefined ? { group: String(group) } : { group: String(group), _id: trusted({ $gt: String(afterId) }) };
    const rows = (await this.model.find(filter).sort({ _id: 1 }).limit(limit).lean()) as Row[];
    return rows.map(toRecord);
  }

  async delete(ids: string[]): Promise<void> {
    await this.ready;
    if (ids.length > 0) await this.model.deleteMany({ _id: trusted({ $in: ids.map(String) }) });
  }

  async deleteGroup(group: string): Promise<void> {
    await this.ready;
    await this.model.deleteMany({ group: String(group) });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

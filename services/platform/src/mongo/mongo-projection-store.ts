import { connectMongo, trusted } from './connect';
import { Schema, type Connection, type Model } from 'mongoose';
import type { CollectionDefinition, ProjectionCollection, ProjectionGap, ProjectionStore } from '../projection/projection-store.port';

/**
 * One immutable version of a read-model document (`_id` = key and version), or a document's head
 * (`_id` = key), which only points at the version last written.
 */
interface Row {
  _id: string;
  key?: string;
  version?: number;
  /** JSON text, as in the event store: any key is safe and nothing in it is ever queried. */
  data?: string | null;
  head?: number;
  [index: `ix_${string}`]: string | undefined;
}
type VersionRow = Row & { key: string; version: number; data: string | null };

/** A race for one version is lost to a writer of the same event; a few retries settle any run of them. */
const ATTEMPTS = 50;
const isDuplicateKey = (error: unknown) =>
  (error as { code?: number }).code === 11000 || /E11000|duplicate key/i.test(String((error as Error)?.message));
const field = (index: string) => `ix_${index.replace(/[^a-zA-Z0-9]/g, '_')}` as const;
const rowId = (key: string, version: number) => `${key}|v=${version}`;
const dataOf = <T>(row: VersionRow | null | undefined) => (row?.data == null ? undefined : (JSON.parse(row.data) as T));
/** Newest rows remembered per collection, and the largest one worth remembering (JSON characters). */
const KNOWN_ROWS = 1000;
const KNOWN_ROW_CHARS = 16_384;
/**
 * The head moves on every this many versions: a read that knows nothing steps forward from it
 * (from version 1 when there is none), so a lagging head costs a few lookups, not a wrong answer.
 */
const HEAD_EVERY = 4;

/**
 * A read-model collection in MongoDB that needs nothing but the primary key to be safe, because
 * FerretDB 1.x applies no filtered update atomically, and fast, because `_id` equality is the
 * only lookup it does not answer with a full scan. Every version of a document is its own row,
 * `_id` = key and version, never changed: a writer folds event n only onto the row of version
 * n-1 it has read, so two writers of the same event write the same `_id` and the second is
 * refused. A head row (`_id` = key) points at a recent version; it lags by up to HEAD_EVERY
 * versions or behind a racing writer, so a read steps forward from it until the next version is
 * missing. Once a newer row exists the previous one is emptied (data and index values unset), so
 * erased text does not linger, but never deleted: its `_id` must stay taken, or a writer still
 * holding a stale base could write that version again and hide every newer one.
 */
class MongoCollection<T> implements ProjectionCollection<T> {
  private readonly model: Model<Row>;
  private readonly ready: Promise<unknown>;
  private readonly indexes: Array<[string, (data: T) => string | undefined]>;
  /**
   * The newest row this process read or wrote, per key (least recently used first), or null for
   * a key found missing. Rows never change but to be emptied once a successor exists, so a read
   * starting here asks at once whether the row is still stored and whether a next version exists,
   * instead of three lookups in a row; a replica's newer write is found by that same look. An
   * event written straight after a remembered row needs no look at all: were the rows dropped
   * under it (a rebuild), the rebuild's replay of the stream fills in the versions below it.
   */
  private readonly known = new Map<string, VersionRow | null>();

  constructor(
    connection: Connection,
    private readonly definition: CollectionDefinition<T>,
    private readonly gap: (gap: ProjectionGap) => void,
  ) {
    this.indexes = Object.entries(definition.indexes ?? {});
    const fields = Object.fromEntries(this.indexes.map(([name]) => [field(name), { type: String }]));
    const schema = new Schema<Row>(
      {
        _id: { type: String, required: true },
        key: String,
        version: Number,
        data: { type: String, default: undefined },
        head: Number,
        ...fields,
      },
      { collection: `rm_${definition.name}`, versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false },
    );
    schema.index({ key: 1 }, { name: 'key' });
    for (const [name] of this.indexes) schema.index({ [field(name)]: 1 }, { name: field(name) });
    this.model = connection.model<Row>(`rm_${definition.name}`, schema);
    this.ready = this.model
      .createCollection()
      .catch(() => undefined)
      .then(() => this.model.createIndexes());
    this.ready.catch(() => undefined); // surfaced by the first operation that awaits it
  }

  async get(id: string): Promise<T | undefined> {
    return dataOf<T>(await this.latest(id));
  }

  async findBy(index: string, value: string) {
    await this.ready;
    if (!this.indexes.some(([name]) => name === index)) throw new Error(`Collection ${this.definition.name} has no index ${index}`);
    const rows = (await this.model.find({ [field(index)]: String(value) }).lean()) as VersionRow[];
    if (rows.length === 0) return [];
    // A row found by an old index value counts only while no newer version of its key exists.
    const successors = rows.map((r) => rowId(r.key, r.version + 1));
    const superseded = new Set(
      ((await this.model.find({ _id: trusted({ $in: successors }) }, { _id: 1 }).lean()) as Row[]).map((r) => r._id),
    );
    return rows
      .filter((r) => r.data != null && !superseded.has(rowId(r.key, r.version + 1)))
      .map((r) => ({ id: r.key, version: r.version, data: JSON.parse(r.data as string) as T }));
  }

  async version(id: string): Promise<number> {
    return (await this.latest(id))?.version ?? 0;
  }

  async apply(id: string, version: number, evolve: (current: T | undefined) => T | null): Promise<boolean> {
    // The usual event is a stream's first or the one after the newest row remembered: written
    // straight away, as a write that gets in proves no newer version exists. A clash reads first.
    const known = this.newestKnown(id);
    const next = known === undefined ? 1 : (known?.version ?? 0) + 1;
    if (version === next && (await this.insert(id, version, evolve(dataOf<T>(known))))) return true;
    const base = await this.latest(id);
    if (version > (base?.version ?? 0) + 1)
      this.gap({ collection: this.definition.name, id, folded: base?.version ?? 0, arrived: version });
    if (version !== (base?.version ?? 0) + 1) {
      // A removal redelivered: finish emptying older rows in case a crash cut the first time short.
      if (base && base.data == null && version <= base.version)
        await this.model.collection.updateMany({ key: id, version: { $lt: base.version } } as never, this.emptied() as never);
      return false;
    }
    return this.insert(id, version, evolve(dataOf<T>(base)));
  }

  async put(id: string, data: T): Promise<void> {
    // A key never seen is most likely new; a remembered one may have been dropped, so it is read first.
    if (this.newestKnown(id) === undefined && (await this.insert(id, 1, data))) return;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (await this.insert(id, ((await this.latest(id))?.version ?? 0) + 1, data)) return;
    }
    throw new Error(`Read model ${this.definition.name}/${id} kept changing under ${ATTEMPTS} attempts`);
  }

  /**
   * The newest version row: from the head, step forward while a next version exists. A row counts
   * only when read before its successor was found missing, as it is emptied after one appears.
   */
  private async latest(id: string): Promise<VersionRow | null> {
    await this.ready;
    const key = String(id);
    const known = this.newestKnown(key);
    if (known) {
      // A rebuild drops every row under a running process: a remembered row counts while it is there.
      const [kept, next] = await Promise.all([
        this.model.findById(rowId(key, known.version), { _id: 1 }).lean(),
        this.model.findById(rowId(key, known.version + 1)).lean() as Promise<VersionRow | null>,
      ]);
      if (kept) return next ? this.stepFrom(key, next) : this.remember(key, known);
      this.known.delete(key);
    }
    if (known === null) return this.stepFrom(key, null, 0);
    // Versions start at 1 and rows stay: without a first row there is no document (most keys read cold are new).
    const first = (await this.model.findById(rowId(key, 1)).lean()) as VersionRow | null;
    if (!first) return this.remember(key, null);
    const head = (await this.model.findById(key, { head: 1 }).lean())?.head ?? 0;
    const row = head > 1 ? ((await this.model.findById(rowId(key, head)).lean()) as VersionRow | null) : first;
    return this.stepFrom(key, row, Math.max(head, 1));
  }

  /** From `row`, at `version`, step forward while a next version exists. */
  private async stepFrom(key: string, row: VersionRow | null, version = row?.version ?? 0): Promise<VersionRow | null> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const next = (await this.model.findById(rowId(key, version + 1)).lean()) as VersionRow | null;
      if (!next) return this.remember(key, row);
      row = next;
      version++;
    }
    throw new Error(`Read model ${this.definition.name}/${key} kept changing under ${ATTEMPTS} attempts`);
  }

  /** False when another writer already wrote this version. */
  private async insert(id: string, version: number, data: T | null): Promise<boolean> {
    const row: VersionRow = { _id: rowId(id, version), key: id, version, data: data == null ? null : JSON.stringify(data) };
    if (data != null)
      for (const [name, of] of this.indexes) {
        const value = of(data);
        if (value !== undefined) row[field(name)] = value;
      }
    try {
      await this.model.collection.insertOne(row as never);
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    this.remember(id, row);
    await Promise.all([
      version % HEAD_EVERY === 0 && this.moveHead(id, version),
      version > 1 && this.model.collection.updateOne({ _id: rowId(id, version - 1) } as never, this.emptied() as never),
    ]);
    return true;
  }

  /** The newest row remembered for `id`: null when remembered missing, undefined when not remembered. */
  private newestKnown(id: string): VersionRow | null | undefined {
    return this.known.get(String(id)) ?? (this.known.has(String(id)) ? null : undefined);
  }

  private remember(key: string, row: VersionRow | null): VersionRow | null {
    this.known.delete(key);
    if ((row?.data?.length ?? 0) <= KNOWN_ROW_CHARS) this.known.set(key, row);
    if (this.known.size > KNOWN_ROWS) this.known.delete(this.known.keys().next().value as string);
    return row;
  }

  /** The head only moves forward: a slow writer of an older version must not pull it back. */
  private async moveHead(id: string, version: number): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        await this.model.collection.updateOne({ _id: id } as never, { $max: { head: version } } as never, { upsert: true });
        return;
      } catch (error) {
        // Two first writers raced to create the head; the loser updates the winner's.
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }

  /** The update that empties a superseded row: no data, no index values (an empty `$unset` is refused). */
  private emptied(): object {
    const unset = Object.fromEntries(this.indexes.map(([name]) => [field(name), '']));
    return this.indexes.length ? { $set: { data: null }, $unset: unset } : { $set: { data: null } };
  }
}

/** One MongoDB database per service holds its read models next to its event store. */
export class MongoProjectionStore implements ProjectionStore {
  private readonly collections = new Map<string, MongoCollection<unknown>>();
  onGap?: (gap: ProjectionGap) => void;

  private constructor(private readonly connection: Connection) {}

  static async connect(uri: string, database: string): Promise<MongoProjectionStore> {
    const connection = await connectMongo(uri, database);
    return new MongoProjectionStore(connection);
  }

  collection<T>(definition: CollectionDefinition<T>): ProjectionCollection<T> {
    let collection = this.collections.get(definition.name);
    if (!collection) {
      collection = new MongoCollection(this.connection, definition as CollectionDefinition<unknown>, (gap) => this.onGap?.(gap));
      this.collections.set(definition.name, collection);
    }
    return collection as ProjectionCollection<T>;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

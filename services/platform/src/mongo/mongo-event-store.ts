import mongoose, { type Connection, type Model } from 'mongoose';
import { StreamVersionConflict } from '../errors';
import type { AppendOptions, EventStore, ExpectedVersion, NewEvent, StoredEvent } from '../event-store/event-store.port';
import { CounterSchema, EventSchema, type CounterDoc, type EventDoc } from './event-schemas';

/** A hole in the positions older than this belongs to a writer that died between reserve and insert. */
const GAP_GRACE_MS = 5_000;

export interface MongoEventStoreOptions {
  /** How long readAll waits on a hole in the positions before skipping it (default 5 s). */
  gapGraceMs?: number;
}
const ANY_RETRIES = 100;
const POSITION = 'position';
const PUBLISHED = 'published';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000 || /E11000|duplicate key/i.test(String((error as Error)?.message));
const trusted = <T>(filter: T): T => mongoose.trusted(filter) as T;

const toEvent = (d: EventDoc): StoredEvent => ({
  id: d.id, type: d.type, schemaVersion: d.schemaVersion, streamId: d.streamId, streamVersion: d.streamVersion,
  occurredAt: d.occurredAt, data: JSON.parse(d.data), metadata: JSON.parse(d.metadata), position: d.position,
});

/**
 * The cluster event store: one MongoDB database per service. It keeps to what both MongoDB and
 * FerretDB 1.x do (no transactions): a counter hands out global positions with `$inc`, the unique
 * (streamId, streamVersion) index turns a lost race into StreamVersionConflict, and positions an
 * append reserved but could not use are filled with gap markers so readers never wait on them.
 */
export class MongoEventStore implements EventStore {
  private readonly events: Model<EventDoc>;
  private readonly counters: Model<CounterDoc>;

  private constructor(
    private readonly connection: Connection,
    private readonly gapGraceMs: number,
  ) {
    this.events = connection.model<EventDoc>('Event', EventSchema);
    this.counters = connection.model<CounterDoc>('Counter', CounterSchema);
  }

  /** Connects to `database` on the server at `uri` and creates the indexes. */
  static async connect(uri: string, database: string, options: MongoEventStoreOptions = {}): Promise<MongoEventStore> {
    const connection = await mongoose
      .createConnection(uri, { dbName: database, sanitizeFilter: true, autoIndex: false, autoCreate: true, serverSelectionTimeoutMS: 15_000 })
      .asPromise();
    const store = new MongoEventStore(connection, options.gapGraceMs ?? GAP_GRACE_MS);
    await store.events.createCollection().catch(() => undefined);
    await store.events.createIndexes();
    for (const id of [POSITION, PUBLISHED]) {
      await store.counters.updateOne({ _id: id }, { $setOnInsert: { value: 0 } }, { upsert: true }).catch((e: unknown) => {
        if (!isDuplicateKey(e)) throw e; // another replica created it at the same moment
      });
    }
    return store;
  }

  async append(streamId: string, expected: ExpectedVersion, events: NewEvent[], options: AppendOptions): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    if (expected !== 'any') return this.appendAt(streamId, expected, events, options);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.appendAt(streamId, await this.version(streamId), events, options);
      } catch (error) {
        if (!(error instanceof StreamVersionConflict) || attempt >= ANY_RETRIES) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 5 * Math.min(attempt, 10)));
      }
    }
  }

  private async version(streamId: string): Promise<number> {
    const last = await this.events.findOne({ streamId }, { streamVersion: 1 }).sort({ streamVersion: -1 }).lean();
    return last?.streamVersion ?? 0;
  }

  private async appendAt(streamId: string, expected: number, events: NewEvent[], o: AppendOptions): Promise<StoredEvent[]> {
    const current = await this.version(streamId);
    if (current !== expected) throw new StreamVersionConflict(streamId, expected, current);
    const first = (await this.reserve(events.length)) - events.length + 1;
    const occurredAt = o.occurredAt.toISOString();
    const stored: StoredEvent[] = events.map((e, i) => ({
      id: o.newId(), type: e.type, schemaVersion: e.schemaVersion ?? 1, streamId, streamVersion: expected + i + 1,
      occurredAt, data: e.data, metadata: o.metadata, position: first + i,
    }));
    const storedAt = Date.now();
    const docs = stored.map((s) => ({ ...s, data: JSON.stringify(s.data), metadata: JSON.stringify(s.metadata), storedAt }));
    try {
      await this.events.insertMany(docs, { ordered: true });
      return stored;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await this.abandon(stored);
      throw new StreamVersionConflict(streamId, expected, -1);
    }
  }

  /** Reserves `count` positions and returns the last one. */
  private async reserve(count: number): Promise<number> {
    const doc = await this.counters.findOneAndUpdate({ _id: POSITION }, { $inc: { value: count } }, { upsert: true, returnDocument: 'after' }).lean();
    return doc!.value;
  }

  /** A lost race: undo what got in (an ordered insert stops at the clash) and fill the positions. */
  private async abandon(stored: StoredEvent[]): Promise<void> {
    await this.events.deleteMany({ id: trusted({ $in: stored.map((s) => s.id) }) });
    const storedAt = Date.now();
    const gaps = stored.map((s) => ({
      position: s.position, id: `gap-${s.position}`, type: 'gap', schemaVersion: 0, streamId: `gap-${s.position}`, streamVersion: 0,
      occurredAt: new Date(storedAt).toISOString(), data: 'null', metadata: 'null', gap: true, storedAt,
    }));
    await this.events.insertMany(gaps, { ordered: false }).catch(() => undefined); // a missing marker only costs the grace period
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const docs = await this.events.find({ streamId }).sort({ streamVersion: 1 }).lean();
    return docs.map(toEvent);
  }

  /** In position order, stopping at a hole that a live writer may still fill. */
  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    let cursor = afterPosition;
    while (out.length < limit) {
      const docs = await this.events.find({ position: trusted({ $gt: cursor }) }).sort({ position: 1 }).limit(limit - out.length + 100).lean();
      if (docs.length === 0) return out;
      for (const doc of docs) {
        if (doc.position > cursor + 1 && Date.now() - doc.storedAt < this.gapGraceMs) return out;
        cursor = doc.position;
        if (!doc.gap) out.push(toEvent(doc));
        if (out.length === limit) return out;
      }
    }
    return out;
  }

  async publishedPosition(): Promise<number> {
    return (await this.counters.findOne({ _id: PUBLISHED }).lean())?.value ?? 0;
  }

  async markPublished(position: number): Promise<void> {
    await this.counters.updateOne({ _id: PUBLISHED }, { $max: { value: position } }, { upsert: true });
  }

  async redactStream(streamId: string, redact: (event: StoredEvent) => unknown): Promise<void> {
    for (const event of await this.readStream(streamId)) {
      await this.events.updateOne({ position: event.position }, { $set: { data: JSON.stringify(redact(event) ?? null) } });
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

import { connectMongo, trusted } from './connect';
import { type Connection, type Model } from 'mongoose';
import { StreamVersionConflict } from '../errors';
import type { AppendOptions, EventStore, ExpectedVersion, NewEvent, StoredEvent } from '../event-store/event-store.port';
import { CounterSchema, EventSchema, type CounterDoc, type EventDoc } from './event-schemas';

/** Races for the next position are short; this many in a row means something is wrong. */
const POSITION_ATTEMPTS = 200;
const PUBLISHED = 'published';

const isDuplicateKey = (error: unknown) =>
  (error as { code?: number }).code === 11000 || /E11000|duplicate key/i.test(String((error as Error)?.message));
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 2 * Math.min(attempt, 10)));

const toEvent = (d: EventDoc): StoredEvent => ({
  id: d.id,
  type: d.type,
  schemaVersion: d.schemaVersion,
  streamId: d.streamId,
  streamVersion: d.streamVersion,
  occurredAt: d.occurredAt,
  data: JSON.parse(d.data),
  metadata: JSON.parse(d.metadata),
  position: d.position,
});

/**
 * The cluster event store: one MongoDB database per service. It keeps to what both MongoDB and
 * FerretDB 1.x do atomically, which is no more than a unique index (no transactions; FerretDB's
 * `$inc` is not even atomic under concurrency). An append takes the next position after the
 * highest one it sees; the unique index on `position` makes racing writers retry, the unique
 * (streamId, streamVersion) index turns a lost race for a stream into StreamVersionConflict.
 * A position is only ever taken after every lower one is visible, so readers never miss one.
 *
 * One process appends one batch at a time and remembers the last position it took or saw: the
 * next append tries the one after it without asking the database for the highest (a sort FerretDB
 * answers by reading every event), and only a clash with another replica sends it back to look.
 * Racing its own appends for positions would only retry: one after another is faster.
 */
export class MongoEventStore implements EventStore {
  private readonly events: Model<EventDoc>;
  private readonly counters: Model<CounterDoc>;
  /** The highest position this process took or read; unknown until the first append looks. */
  private head: number | undefined;
  /** The append under way: the next one starts when it has ended. */
  private appending: Promise<unknown> = Promise.resolve();

  private constructor(private readonly connection: Connection) {
    this.events = connection.model<EventDoc>('Event', EventSchema);
    this.counters = connection.model<CounterDoc>('Counter', CounterSchema);
  }

  /** Connects to `database` on the server at `uri` and creates the indexes. */
  static async connect(uri: string, database: string): Promise<MongoEventStore> {
    const connection = await connectMongo(uri, database);
    const store = new MongoEventStore(connection);
    await store.events.createCollection().catch(() => undefined);
    await store.events.createIndexes();
    return store;
  }

  append(streamId: string, expected: ExpectedVersion, events: NewEvent[], o: AppendOptions): Promise<StoredEvent[]> {
    if (events.length === 0) return Promise.resolve([]);
    const appended = this.appending.then(() => this.appendNow(streamId, expected, events, o));
    this.appending = appended.catch(() => undefined);
    return appended;
  }

  private async appendNow(streamId: string, expected: ExpectedVersion, events: NewEvent[], o: AppendOptions): Promise<StoredEvent[]> {
    // Ids are fixed once: an event that was briefly visible and then undone comes back the same.
    const ids = events.map(() => o.newId());
    const occurredAt = o.occurredAt.toISOString();
    for (let attempt = 1; ; attempt++) {
      // A new stream needs no look: if it exists after all, the unique (stream, version) index refuses.
      const current = expected === 0 ? 0 : await this.version(streamId);
      if (expected !== 'any' && current !== expected) throw new StreamVersionConflict(streamId, expected, current);
      this.head ??= await this.lastPosition();
      const next = this.head + 1;
      const stored: StoredEvent[] = events.map((e, i) => ({
        id: ids[i],
        type: e.type,
        schemaVersion: e.schemaVersion ?? 1,
        streamId,
        streamVersion: current + i + 1,
        occurredAt,
        data: e.data,
        metadata: o.metadata,
        position: next + i,
      }));
      try {
        await this.events.insertMany(
          stored.map((s) => ({ ...s, data: JSON.stringify(s.data), metadata: JSON.stringify(s.metadata), storedAt: Date.now() })),
          { ordered: true },
        );
        this.head = next + stored.length - 1;
        return stored;
      } catch (error) {
        this.head = undefined; // another replica took a position, or the insert failed: look again
        if (!isDuplicateKey(error)) throw error;
        // An ordered insert stops at the clash: take back what got in, then see who won.
        await this.events.deleteMany({ id: trusted({ $in: ids }) });
        if (expected === 0 && (await this.version(streamId)) !== 0) throw new StreamVersionConflict(streamId, expected, -1);
        if (attempt >= POSITION_ATTEMPTS) throw new StreamVersionConflict(streamId, expected, -1);
        await pause(attempt);
      }
    }
  }

  private async version(streamId: string): Promise<number> {
    const last = await this.events.findOne({ streamId }, { streamVersion: 1 }).sort({ streamVersion: -1 }).lean();
    return last?.streamVersion ?? 0;
  }

  private async lastPosition(): Promise<number> {
    const last = await this.events.findOne({}, { position: 1 }).sort({ position: -1 }).lean();
    return last?.position ?? 0;
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const docs = await this.events.find({ streamId }).sort({ streamVersion: 1 }).lean();
    return docs.map(toEvent);
  }

  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    const docs = await this.events
      .find({ position: trusted({ $gt: afterPosition }) })
      .sort({ position: 1 })
      .limit(limit)
      .lean();
    return docs.map(toEvent);
  }

  headPosition(): Promise<number> {
    return this.lastPosition();
  }

  async publishedPosition(): Promise<number> {
    return (await this.counters.findOne({ _id: PUBLISHED }).lean())?.value ?? 0;
  }

  /** `$max` never moves back on MongoDB; where it is not atomic (FerretDB) a lost update only means some events are published again. */
  async markPublished(position: number): Promise<void> {
    await this.counters.updateOne({ _id: PUBLISHED }, { $max: { value: position } }, { upsert: true });
  }

  async redactStream(streamId: string, redact: (event: StoredEvent) => unknown): Promise<void> {
    for (const event of await this.readStream(streamId)) {
      const data = redact(event);
      // What `redact` hands back untouched (the same object) stays as stored.
      if (data === event.data) continue;
      await this.events.updateOne({ position: event.position }, { $set: { data: JSON.stringify(data ?? null) } });
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

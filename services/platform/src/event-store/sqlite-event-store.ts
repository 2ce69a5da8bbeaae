import Database from 'libsql';
import { ownerOnlyFile } from '../private-file';
import { StreamVersionConflict } from '../errors';
import type { AppendOptions, EventStore, ExpectedVersion, NewEvent, StoredEvent } from './event-store.port';

type Row = {
  position: number;
  id: string;
  type: string;
  schema_version: number;
  stream_id: string;
  stream_version: number;
  occurred_at: string;
  data: string;
  metadata: string;
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  schema_version INTEGER NOT NULL,
  stream_id TEXT NOT NULL,
  stream_version INTEGER NOT NULL,
  occurred_at TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  UNIQUE (stream_id, stream_version)
);
CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY CHECK (id = 1), position INTEGER NOT NULL);
INSERT OR IGNORE INTO outbox (id, position) VALUES (1, 0);
`;

const toEvent = (r: Row): StoredEvent => ({
  id: r.id,
  type: r.type,
  schemaVersion: r.schema_version,
  streamId: r.stream_id,
  streamVersion: r.stream_version,
  occurredAt: r.occurred_at,
  data: JSON.parse(r.data),
  metadata: JSON.parse(r.metadata),
  position: r.position,
});

/** The store's queries, prepared once: preparing is a good part of a short query's cost. */
const prepare = (db: Database.Database) => ({
  version: db.prepare('SELECT COALESCE(MAX(stream_version), 0) AS v FROM events WHERE stream_id = ?'),
  insert: db.prepare(
    `INSERT INTO events (id, type, schema_version, stream_id, stream_version, occurred_at, data, metadata)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  stream: db.prepare('SELECT * FROM events WHERE stream_id = ? ORDER BY stream_version'),
  after: db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
  head: db.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events'),
  published: db.prepare('SELECT position FROM outbox WHERE id = 1'),
  markPublished: db.prepare('UPDATE outbox SET position = MAX(position, ?) WHERE id = 1'),
});

/** The embedded event store: one SQLite file (WAL) per service. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appendTx: (streamId: string, expected: ExpectedVersion, events: NewEvent[], o: AppendOptions) => StoredEvent[];
  private readonly statements: ReturnType<typeof prepare>;

  constructor(file: string) {
    this.db = new Database(ownerOnlyFile(file));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // Erasure must not leave old bytes behind in free pages.
    this.db.pragma('secure_delete = ON');
    this.db.exec(SCHEMA);
    this.statements = prepare(this.db);
    const { version, insert } = this.statements;
    this.appendTx = this.db.transaction((streamId, expected, events, o) => {
      const current = (version.get(streamId) as { v: number }).v;
      if (expected !== 'any' && expected !== current) throw new StreamVersionConflict(streamId, expected, current);
      const occurredAt = o.occurredAt.toISOString();
      return events.map((e: NewEvent, i: number) => {
        const streamVersion = current + i + 1;
        const id = o.newId();
        const schemaVersion = e.schemaVersion ?? 1;
        const info = insert.run(
          id,
          e.type,
          schemaVersion,
          streamId,
          streamVersion,
          occurredAt,
          JSON.stringify(e.data),
          JSON.stringify(o.metadata),
        );
        return {
          id,
          type: e.type,
          schemaVersion,
          streamId,
          streamVersion,
          occurredAt,
          data: e.data,
          metadata: o.metadata,
          position: Number(info.lastInsertRowid),
        };
      });
    });
  }

  async append(streamId: string, expected: ExpectedVersion, events: NewEvent[], options: AppendOptions): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    try {
      return this.appendTx(streamId, expected, events, options);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && expected !== 'any') {
        throw new StreamVersionConflict(streamId, expected, -1);
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const rows = this.statements.stream.all(streamId) as Row[];
    return rows.map(toEvent);
  }

  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    const rows = this.statements.after.all(afterPosition, limit) as Row[];
    return rows.map(toEvent);
  }

  async headPosition(): Promise<number> {
    return (this.statements.head.get() as { head: number }).head;
  }

  async publishedPosition(): Promise<number> {
    return (this.statements.published.get() as { position: number }).position;
  }

  async markPublished(position: number): Promise<void> {
    this.statements.markPublished.run(position);
  }

  async redactStream(streamId: string, redact: (event: StoredEvent) => unknown): Promise<void> {
    const update = this.db.prepare('UPDATE events SET data = ? WHERE position = ?');
    const events = await this.readStream(streamId);
    this.db.transaction(() => {
      for (const e of events) {
        const data = redact(e);
        // What `redact` hands back untouched (the same object) stays as stored.
        if (data !== e.data) update.run(JSON.stringify(data), e.position);
      }
    })();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

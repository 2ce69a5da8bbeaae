import Database from 'libsql';
import { ownerOnlyFile } from '../private-file';
import type { StoredVectors, VectorStore } from './vector-store.port';

type Row = { id: string; grp: string; model: string; spans: string; vectors: Buffer; scales: Buffer };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vectors (
  id TEXT PRIMARY KEY,
  grp TEXT NOT NULL,
  model TEXT NOT NULL,
  spans TEXT NOT NULL,
  vectors BLOB NOT NULL,
  scales BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS vectors_by_group ON vectors (grp, id);
`;

const copy = (b: Buffer) => new Uint8Array(b).buffer;
const toRecord = (r: Row): StoredVectors => ({
  id: r.id,
  group: r.grp,
  model: r.model,
  spans: JSON.parse(r.spans),
  vectors: new Int8Array(copy(r.vectors)),
  scales: new Float32Array(copy(r.scales)),
});
const bytes = (a: Int8Array | Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** The embedded vector store: one SQLite file (WAL), erased rows overwritten (secure_delete). */
export class SqliteVectorStore implements VectorStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(ownerOnlyFile(file));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('secure_delete = ON');
    this.db.exec(SCHEMA);
  }

  async put(records: StoredVectors[]): Promise<void> {
    const insert = this.db.prepare('INSERT OR REPLACE INTO vectors (id, grp, model, spans, vectors, scales) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const r of records) insert.run(r.id, r.group, r.model, JSON.stringify(r.spans), bytes(r.vectors), bytes(r.scales));
    })();
  }

  async get(ids: string[]): Promise<StoredVectors[]> {
    const select = this.db.prepare('SELECT * FROM vectors WHERE id = ?');
    return ids.flatMap((id) => {
      const row = select.get(id) as Row | undefined;
      return row ? [toRecord(row)] : [];
    });
  }

  async page(group: string, afterId: string | undefined, limit: number): Promise<StoredVectors[]> {
    const rows = this.db
      .prepare('SELECT * FROM vectors WHERE grp = ? AND id > ? ORDER BY id LIMIT ?')
      .all(group, afterId ?? '', limit) as Row[];
    return rows.map(toRecord);
  }

  async delete(ids: string[]): Promise<void> {
    const remove = this.db.prepare('DELETE FROM vectors WHERE id = ?');
    this.db.transaction(() => ids.forEach((id) => remove.run(id)))();
    this.forgetPages();
  }

  async deleteGroup(group: string): Promise<void> {
    this.db.prepare('DELETE FROM vectors WHERE grp = ?').run(group);
    this.forgetPages();
  }

  /** Vectors can be inverted to text they came from: old page images must not wait in the WAL. */
  private forgetPages(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

import type Database from 'libsql';
import type { NotificationRecord, NotificationStore } from './notification-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS link_notifications (link_id TEXT PRIMARY KEY, owner_id TEXT NOT NULL, email TEXT NOT NULL,
  mode TEXT NOT NULL, last_count INTEGER NOT NULL, due_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS link_notifications_by_due ON link_notifications (due_at);
CREATE INDEX IF NOT EXISTS link_notifications_by_owner ON link_notifications (owner_id);
`;

type Row = { link_id: string; owner_id: string; email: string; mode: string; last_count: number; due_at: string };
const toRecord = (r: Row): NotificationRecord => ({
  linkId: r.link_id,
  ownerId: r.owner_id,
  email: r.email,
  mode: r.mode as NotificationRecord['mode'],
  lastCount: Number(r.last_count),
  dueAt: r.due_at,
});

/** Notification records in the embedded account database (the account store's own file). */
export class SqliteNotificationStore implements NotificationStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
  }

  async find(linkId: string) {
    const row = this.db.prepare('SELECT * FROM link_notifications WHERE link_id = ?').get(linkId) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  async save(r: NotificationRecord) {
    const columns = 'link_id, owner_id, email, mode, last_count, due_at';
    this.db
      .prepare(`INSERT OR REPLACE INTO link_notifications (${columns}) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(r.linkId, r.ownerId, r.email, r.mode, r.lastCount, r.dueAt);
  }

  async listDue(now: string, limit: number) {
    const rows = this.db
      .prepare('SELECT * FROM link_notifications WHERE due_at <= ? ORDER BY due_at, link_id LIMIT ?')
      .all(now, limit) as Row[];
    return rows.map(toRecord);
  }

  async claim(linkId: string, dueAt: string, nextDueAt: string) {
    const update = this.db.prepare('UPDATE link_notifications SET due_at = ? WHERE link_id = ? AND due_at = ?');
    return update.run(nextDueAt, linkId, dueAt).changes === 1;
  }

  async setLastCount(linkId: string, lastCount: number) {
    this.db.prepare('UPDATE link_notifications SET last_count = ? WHERE link_id = ?').run(lastCount, linkId);
  }

  async delete(linkId: string) {
    this.db.prepare('DELETE FROM link_notifications WHERE link_id = ?').run(linkId);
  }

  async deleteOf(ownerId: string) {
    this.db.prepare('DELETE FROM link_notifications WHERE owner_id = ?').run(ownerId);
  }
}

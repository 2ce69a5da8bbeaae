import Database from 'libsql';
import { ownerOnlyFile } from '@pill/platform/private-file';
import type { DeliveryOutcome, StoredDelivery, StoredWebhook, WebhookStore } from './webhook-store.port';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhooks (
  id TEXT PRIMARY KEY, link_id TEXT NOT NULL, url TEXT NOT NULL, secret TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhooks_by_link ON webhooks (link_id);
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY, webhook_id TEXT NOT NULL, link_id TEXT NOT NULL, submission_id TEXT NOT NULL,
  body TEXT NOT NULL, attempts INTEGER NOT NULL, status TEXT NOT NULL, last_status_code INTEGER,
  last_error TEXT, next_attempt_at TEXT, updated_at TEXT NOT NULL, lease_until TEXT
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS deliveries_by_webhook ON deliveries (webhook_id, updated_at);
CREATE INDEX IF NOT EXISTS deliveries_by_submission ON deliveries (submission_id);
CREATE INDEX IF NOT EXISTS deliveries_by_link ON deliveries (link_id);
`;

type WebhookRow = { id: string; link_id: string; url: string; secret: string; created_at: string };
type DeliveryRow = {
  id: string;
  webhook_id: string;
  link_id: string;
  submission_id: string;
  body: string;
  attempts: number;
  status: StoredDelivery['status'];
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  updated_at: string;
};

const toWebhook = (r: WebhookRow): StoredWebhook => ({
  id: r.id,
  linkId: r.link_id,
  url: r.url,
  secret: r.secret,
  createdAt: r.created_at,
});
const toDelivery = (r: DeliveryRow): StoredDelivery => ({
  id: r.id,
  webhookId: r.webhook_id,
  linkId: r.link_id,
  submissionId: r.submission_id,
  body: r.body,
  attempts: r.attempts,
  status: r.status,
  lastStatusCode: r.last_status_code,
  lastError: r.last_error,
  nextAttemptAt: r.next_attempt_at,
  updatedAt: r.updated_at,
});

/** The embedded webhook store: one SQLite file, readable by its owner only; erased rows overwritten. */
export class SqliteWebhookStore implements WebhookStore {
  private readonly db: Database.Database;
  /** Asked on every submission: prepared once. */
  private readonly ofLink: Database.Statement;

  constructor(file: string) {
    this.db = new Database(ownerOnlyFile(file));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('secure_delete = ON');
    this.db.exec(SCHEMA);
    this.ofLink = this.db.prepare('SELECT * FROM webhooks WHERE link_id = ? ORDER BY created_at, id');
  }

  async addWebhook(w: StoredWebhook, limit: number): Promise<boolean> {
    return this.db.transaction(() => {
      const { n } = this.db.prepare('SELECT count(*) AS n FROM webhooks WHERE link_id = ?').get(w.linkId) as { n: number };
      if (n >= limit) return false;
      this.db
        .prepare('INSERT INTO webhooks (id, link_id, url, secret, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(w.id, w.linkId, w.url, w.secret, w.createdAt);
      return true;
    })();
  }

  async webhooksOfLink(linkId: string): Promise<StoredWebhook[]> {
    const rows = this.ofLink.all(linkId) as WebhookRow[];
    return rows.map(toWebhook);
  }

  async removeWebhook(linkId: string, webhookId: string): Promise<boolean> {
    const removed = this.db.transaction(() => {
      const { changes } = this.db.prepare('DELETE FROM webhooks WHERE id = ? AND link_id = ?').run(webhookId, linkId);
      if (changes > 0) this.db.prepare('DELETE FROM deliveries WHERE webhook_id = ?').run(webhookId);
      return changes > 0;
    })();
    this.forgetPages();
    return removed;
  }

  async enqueue(deliveries: StoredDelivery[]): Promise<void> {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO deliveries (id, webhook_id, link_id, submission_id, body, attempts, status, last_status_code,
       last_error, next_attempt_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const d of deliveries) {
        const outcome = [d.attempts, d.status, d.lastStatusCode, d.lastError, d.nextAttemptAt, d.updatedAt];
        insert.run(d.id, d.webhookId, d.linkId, d.submissionId, d.body, ...outcome);
      }
    })();
  }

  async claimDue(now: string, leaseUntil: string, limit: number): Promise<StoredDelivery[]> {
    return this.db.transaction(() => {
      const rows = this.db
        .prepare(
          `SELECT * FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ?
           AND (lease_until IS NULL OR lease_until < ?) ORDER BY next_attempt_at LIMIT ?`,
        )
        .all(now, now, limit) as DeliveryRow[];
      const hold = this.db.prepare('UPDATE deliveries SET lease_until = ? WHERE id = ?');
      for (const r of rows) hold.run(leaseUntil, r.id);
      return rows.map(toDelivery);
    })();
  }

  async settle(id: string, o: DeliveryOutcome): Promise<void> {
    this.db
      .prepare(
        `UPDATE deliveries SET attempts = ?, status = ?, last_status_code = ?, last_error = ?, next_attempt_at = ?,
         updated_at = ?, lease_until = NULL, body = CASE WHEN ? = 'pending' THEN body ELSE '' END WHERE id = ?`,
      )
      .run(o.attempts, o.status, o.lastStatusCode, o.lastError, o.nextAttemptAt, o.updatedAt, o.status, id);
    if (o.status !== 'pending') this.forgetPages();
  }

  async deliveriesOf(webhookId: string, limit: number): Promise<StoredDelivery[]> {
    const rows = this.db
      .prepare('SELECT * FROM deliveries WHERE webhook_id = ? ORDER BY updated_at DESC, id LIMIT ?')
      .all(webhookId, limit) as DeliveryRow[];
    return rows.map(toDelivery);
  }

  async eraseLink(linkId: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM deliveries WHERE link_id = ?').run(linkId);
      this.db.prepare('DELETE FROM webhooks WHERE link_id = ?').run(linkId);
    })();
    this.forgetPages();
  }

  async dropPending(submissionId: string): Promise<void> {
    this.db.prepare("DELETE FROM deliveries WHERE submission_id = ? AND status = 'pending'").run(submissionId);
    this.forgetPages();
  }

  /** Secrets and answers must not wait in the WAL's old page images once erased or sent. */
  private forgetPages(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

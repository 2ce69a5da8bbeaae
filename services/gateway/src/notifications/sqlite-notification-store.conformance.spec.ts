import Database from 'libsql';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notificationStoreConformance } from './notification-store.conformance';
import { SqliteNotificationStore } from './sqlite-notification-store';

notificationStoreConformance('SQLite', async () => {
  const db = new Database(join(mkdtempSync(join(tmpdir(), 'pill-notify-')), 'accounts.sqlite'));
  return { store: new SqliteNotificationStore(db), close: async () => void db.close() };
});

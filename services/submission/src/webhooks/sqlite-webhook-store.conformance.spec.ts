import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteWebhookStore } from './sqlite-webhook-store';
import { webhookStoreConformance } from './webhook-store.conformance';

const dir = mkdtempSync(join(tmpdir(), 'pill-webhooks-'));
webhookStoreConformance(
  'SQLite',
  async () => new SqliteWebhookStore(join(dir, 'webhooks.sqlite')),
  async () => rmSync(dir, { recursive: true, force: true }),
);

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreConformance } from './event-store.conformance';
import { SqliteEventStore } from './sqlite-event-store';

const dir = mkdtempSync(join(tmpdir(), 'pill-es-'));
eventStoreConformance(
  'SQLite',
  async () => new SqliteEventStore(join(dir, 'events.sqlite')),
  async () => rmSync(dir, { recursive: true, force: true }),
);

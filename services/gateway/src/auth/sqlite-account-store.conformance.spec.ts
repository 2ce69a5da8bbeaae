import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountStoreConformance } from './account-store.conformance';
import { SqliteAccountStore } from './sqlite-account-store';

accountStoreConformance('SQLite', async () => new SqliteAccountStore(join(mkdtempSync(join(tmpdir(), 'pill-acc-')), 'accounts.sqlite')));

import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startEmbeddedTarget } from './support/app';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Accounts, answers and names sit in DATA_DIR: only the account running Pill may read them. */
describe('data files', () => {
  it('are 0600 in a 0700 data directory, WAL files included', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pill-modes-')), 'data');
    const target = await startEmbeddedTarget({ DATA_DIR: dataDir });
    try {
      const base = () => target.url;
      const owner = await signUpOwner(base);
      const link = await createLink(owner);
      const answer = [{ questionId: 'default-general-1', response: 'The plans were clear.' }];
      expect((await submit(new Client(base), link.shortCode, answer)).status).toBe(201);
      const files = () => Promise.resolve(readdirSync(dataDir));
      const written = await eventually(files, (names) => names.includes('gateway.accounts.sqlite-wal'));
      const stores = ['gateway.accounts.sqlite', 'submission.events.sqlite'];
      expect(written).toEqual(expect.arrayContaining(stores));
      expect(mode(dataDir)).toBe('700');
      const modes = written.map((name) => ({ name, mode: mode(join(dataDir, name)) }));
      expect(modes).toEqual(written.map((name) => ({ name, mode: '600' })));
    } finally {
      await target.close();
    }
  });
});

import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteVectorStore } from './sqlite-vector-store';
import { vectorStoreConformance } from './vector-store.conformance';

const dir = mkdtempSync(join(tmpdir(), 'pill-vs-'));
const file = join(dir, 'vectors.sqlite');
vectorStoreConformance('SQLite', async () => new SqliteVectorStore(file));

describe('SqliteVectorStore erasure', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves no bytes of a deleted record in the file', async () => {
    const store = new SqliteVectorStore(join(dir, 'erase.sqlite'));
    const marker = 'erase-me-7f3a9c';
    await store.put([
      { id: marker, group: 'g', model: 'm', spans: [[0, 1]], vectors: new Int8Array(4).fill(42), scales: new Float32Array([1]) },
    ]);
    await store.delete([marker]);
    await store.close();
    const text = ['erase.sqlite', 'erase.sqlite-wal']
      .map((f) => {
        try {
          return readFileSync(join(dir, f)).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('');
    expect(text).not.toContain(marker);
  });
});

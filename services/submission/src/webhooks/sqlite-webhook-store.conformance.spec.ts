import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteWebhookStore } from './sqlite-webhook-store';
import { webhookStoreConformance } from './webhook-store.conformance';

const dir = mkdtempSync(join(tmpdir(), 'pill-webhooks-'));
webhookStoreConformance('SQLite', async () => new SqliteWebhookStore(join(dir, 'webhooks.sqlite')));

describe('SqliteWebhookStore erasure', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("leaves no bytes of an erased link's secret or answers in its files", async () => {
    const file = join(dir, 'erase.sqlite');
    const store = new SqliteWebhookStore(file);
    const [secret, answer] = ['whsec_c2VjcmV0LWVyYXNlLW1l', 'answer-erase-me-5d1c'];
    await store.addWebhook({ id: 'w1', linkId: 'l1', url: 'https://example.com/', secret, createdAt: '2026-01-01T00:00:00.000Z' }, 5);
    const at = '2026-01-01T00:00:00.000Z';
    const outcome = { attempts: 0, status: 'pending', lastStatusCode: null, lastError: null, nextAttemptAt: at, updatedAt: at } as const;
    await store.enqueue([{ id: 'm1', webhookId: 'w1', linkId: 'l1', submissionId: 's1', body: answer, ...outcome }]);
    await store.eraseLink('l1');
    const bytes = readdirSync(dir)
      .filter((f) => f.startsWith('erase.sqlite'))
      .map((f) => readFileSync(join(dir, f)).toString('latin1'))
      .join('');
    await store.close();
    expect(bytes).not.toContain(secret);
    expect(bytes).not.toContain(answer);
  });
});

import { randomUUID } from 'node:crypto';
import type { StoredDelivery, StoredWebhook, WebhookStore } from './webhook-store.port';

/** The contract every WebhookStore adapter passes (SQLite here; MongoDB when MONGODB_URI is set). */
export function webhookStoreConformance(name: string, open: () => Promise<WebhookStore>, dispose?: () => Promise<void>): void {
  describe(`WebhookStore conformance: ${name}`, () => {
    let store: WebhookStore;
    const webhook = (linkId: string, overrides: Partial<StoredWebhook> = {}): StoredWebhook => ({
      id: randomUUID(),
      linkId,
      url: 'https://example.com/hook',
      secret: 'whsec_c2VjcmV0',
      createdAt: '2026-01-01T10:00:00.000Z',
      ...overrides,
    });
    const delivery = (webhookId: string, linkId: string, overrides: Partial<StoredDelivery> = {}): StoredDelivery => ({
      id: `msg_${randomUUID()}`,
      webhookId,
      linkId,
      submissionId: randomUUID(),
      body: '{"answers":["kept until sent"]}',
      attempts: 0,
      status: 'pending',
      lastStatusCode: null,
      lastError: null,
      nextAttemptAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      ...overrides,
    });

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await dispose?.();
    });

    it('keeps a link webhooks with their secrets, up to the limit', async () => {
      const linkId = randomUUID();
      const first = webhook(linkId);
      expect(await store.addWebhook(first, 2)).toBe(true);
      expect(await store.addWebhook(webhook(linkId, { createdAt: '2026-01-01T11:00:00.000Z' }), 2)).toBe(true);
      expect(await store.addWebhook(webhook(linkId), 2)).toBe(false);
      const listed = await store.webhooksOfLink(linkId);
      expect(listed).toHaveLength(2);
      expect(listed[0]).toEqual(first);
      expect(await store.webhooksOfLink(randomUUID())).toEqual([]);
    });

    it('removes a webhook only through its own link, with its deliveries', async () => {
      const linkId = randomUUID();
      const w = webhook(linkId);
      await store.addWebhook(w, 5);
      await store.enqueue([delivery(w.id, linkId)]);
      expect(await store.removeWebhook(randomUUID(), w.id)).toBe(false);
      expect(await store.removeWebhook(linkId, w.id)).toBe(true);
      expect(await store.webhooksOfLink(linkId)).toEqual([]);
      expect(await store.deliveriesOf(w.id, 50)).toEqual([]);
    });

    it('enqueues a delivery once, however often it is enqueued', async () => {
      const webhookId = randomUUID();
      const d = delivery(webhookId, randomUUID());
      await store.enqueue([d]);
      await store.settle(d.id, { ...d, attempts: 1, status: 'delivered', lastStatusCode: 200, updatedAt: '2026-01-01T10:00:05.000Z' });
      await store.enqueue([d]);
      const [stored] = await store.deliveriesOf(webhookId, 50);
      expect(stored).toMatchObject({ id: d.id, attempts: 1, status: 'delivered', lastStatusCode: 200 });
    });

    it('hands a due delivery to one claimer until its lease ends', async () => {
      const d = delivery(randomUUID(), randomUUID(), { nextAttemptAt: '2000-01-01T00:00:00.000Z' });
      await store.enqueue([d]);
      const now = '2000-01-01T00:00:01.000Z';
      const first = await store.claimDue(now, '2000-01-01T00:00:31.000Z', 100);
      expect(first.map((c) => c.id)).toContain(d.id);
      expect(first.find((c) => c.id === d.id)?.body).toBe(d.body);
      expect((await store.claimDue(now, '2000-01-01T00:00:31.000Z', 100)).map((c) => c.id)).not.toContain(d.id);
      const afterLease = await store.claimDue('2000-01-01T00:00:32.000Z', '2000-01-01T00:01:02.000Z', 100);
      expect(afterLease.map((c) => c.id)).toContain(d.id);
    });

    it('does not hand out a delivery before it is due, nor a settled one', async () => {
      const later = delivery(randomUUID(), randomUUID(), { nextAttemptAt: '2001-06-01T00:00:00.000Z' });
      const done = delivery(randomUUID(), randomUUID(), { nextAttemptAt: '2001-01-01T00:00:00.000Z' });
      await store.enqueue([later, done]);
      await store.settle(done.id, { ...done, attempts: 1, status: 'delivered', nextAttemptAt: null });
      const claimed = (await store.claimDue('2001-02-01T00:00:00.000Z', '2001-02-01T00:00:30.000Z', 100)).map((c) => c.id);
      expect(claimed).not.toContain(later.id);
      expect(claimed).not.toContain(done.id);
    });

    it('records each attempt, lets go of a retried delivery and empties a settled one', async () => {
      const d = delivery(randomUUID(), randomUUID(), { nextAttemptAt: '2002-01-01T00:00:00.000Z' });
      await store.enqueue([d]);
      await store.claimDue('2002-01-01T00:00:00.000Z', '2002-01-01T00:00:30.000Z', 100);
      const retry = { attempts: 1, status: 'pending', lastStatusCode: 500, lastError: 'HTTP 500' } as const;
      await store.settle(d.id, { ...retry, nextAttemptAt: '2002-01-01T00:00:05.000Z', updatedAt: '2002-01-01T00:00:00.000Z' });
      const again = await store.claimDue('2002-01-01T00:00:06.000Z', '2002-01-01T00:00:36.000Z', 100);
      expect(again.find((c) => c.id === d.id)).toMatchObject({ attempts: 1, lastStatusCode: 500, body: d.body });
      const failed = { attempts: 6, status: 'failed', lastStatusCode: null, lastError: 'timed out', nextAttemptAt: null } as const;
      await store.settle(d.id, { ...failed, updatedAt: '2002-01-01T01:00:00.000Z' });
      const [logged] = await store.deliveriesOf(d.webhookId, 50);
      expect(logged).toMatchObject({ ...failed, body: '' });
    });

    it('lists a webhook deliveries most recent first, at most the limit', async () => {
      const webhookId = randomUUID();
      const times = ['2026-01-01T10:00:00.000Z', '2026-01-01T12:00:00.000Z', '2026-01-01T11:00:00.000Z'];
      await store.enqueue(times.map((updatedAt) => delivery(webhookId, randomUUID(), { updatedAt })));
      const listed = await store.deliveriesOf(webhookId, 2);
      expect(listed.map((d) => d.updatedAt)).toEqual(['2026-01-01T12:00:00.000Z', '2026-01-01T11:00:00.000Z']);
    });

    it('erases a link webhooks and deliveries, and drops a submission pending deliveries', async () => {
      const linkId = randomUUID();
      const w = webhook(linkId);
      await store.addWebhook(w, 5);
      const pending = delivery(w.id, linkId);
      const sent = delivery(w.id, linkId, { submissionId: pending.submissionId, status: 'delivered' });
      await store.enqueue([pending, sent]);
      await store.dropPending(pending.submissionId);
      expect((await store.deliveriesOf(w.id, 50)).map((d) => d.id)).toEqual([sent.id]);
      await store.eraseLink(linkId);
      expect(await store.webhooksOfLink(linkId)).toEqual([]);
      expect(await store.deliveriesOf(w.id, 50)).toEqual([]);
    });
  });
}

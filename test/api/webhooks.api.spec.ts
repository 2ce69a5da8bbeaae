import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { startTarget, type Target } from './support/app';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner, sleep } from './support/http';

type Received = { headers: IncomingHttpHeaders; body: string; status: number };

/** A webhook receiver on loopback: answers each request with the next status of its script, then 200. */
class Receiver {
  readonly received: Received[] = [];
  script: number[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const status = this.script.shift() ?? 200;
        this.received.push({ headers: req.headers, body, status });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/pill`;
  }

  forSubmission(submissionId: string): Received[] {
    return this.received.filter((r) => r.body.includes(submissionId));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const signatureHeaders = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

describe('webhooks of a link (Standard Webhooks)', () => {
  let target: Target;
  let owner: Client;
  let respondent: Client;
  const receiver = new Receiver();
  const base = () => target.url;
  const hooksOf = (linkId: string) => `/api/feedback-links/${linkId}/webhooks`;

  beforeAll(async () => {
    await receiver.start();
    // Loopback receivers are allowed only with the flag; retries are shortened to tenths of a second.
    target = await startTarget({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_MS: '200' });
    owner = await signUpOwner(base, 'Grace Hopper');
    respondent = new Client(base);
  });
  afterAll(async () => {
    await target.close();
    await receiver.close();
  });

  const register = async (linkId: string, url = receiver.url) => {
    const reply = await owner.post(hooksOf(linkId), { url });
    expect(reply.status).toBe(201);
    return reply.body as { id: string; url: string; secret: string };
  };
  const answer = async (shortCode: string, response: string) => {
    const reply = await submit(respondent, shortCode, [{ questionId: 'default-general-1', response }]);
    expect(reply.status).toBe(201);
    return reply.body as { id: string; submittedAt: string };
  };

  it('answers a registration with its secret once, and lists webhooks without secrets', async () => {
    const link = await createLink(owner);
    const created = await register(link.id);
    expect(created.url).toBe(receiver.url);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect([24, 32]).toContain(Buffer.from(created.secret.slice(6), 'base64').length);
    const listed = await owner.get(hooksOf(link.id));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ id: created.id, url: receiver.url, createdAt: expect.any(String) }]);
    expect(listed.text).not.toContain(created.secret.slice(6));
  });

  it('posts each accepted submission, signed so a Standard Webhooks verifier accepts it, with the hour only', async () => {
    const link = await createLink(owner);
    const { secret } = await register(link.id);
    const submitted = await answer(link.shortCode, 'The retro notes were shared quickly');
    const [delivery] = await eventually(
      async () => receiver.forSubmission(submitted.id),
      (r) => r.length > 0,
    );
    const payload = new Webhook(secret).verify(delivery.body, signatureHeaders(delivery)) as Record<string, any>;
    const hour = new Date(submitted.submittedAt);
    hour.setUTCMinutes(0, 0, 0);
    expect(payload).toEqual({
      type: 'submission.received',
      timestamp: expect.any(String),
      data: {
        linkId: link.id,
        submissionId: submitted.id,
        submittedAt: hour.toISOString(),
        answers: [{ question: expect.stringMatching(/\S/), response: 'The retro notes were shared quickly' }],
      },
    });
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(() => new Webhook(secret).verify(delivery.body.replace('retro', 'RETRO'), signatureHeaders(delivery))).toThrow();
  });

  it('retries a failed delivery with the same webhook-id, and logs how it went without the answers', async () => {
    const link = await createLink(owner);
    const { id: webhookId, secret } = await register(link.id);
    receiver.script = [500];
    const submitted = await answer(link.shortCode, 'Standups could be shorter');
    const attempts = await eventually(
      async () => receiver.forSubmission(submitted.id),
      (r) => r.length >= 2,
    );
    expect(attempts).toHaveLength(2);
    expect(attempts[1].headers['webhook-id']).toBe(attempts[0].headers['webhook-id']);
    expect(new Webhook(secret).verify(attempts[1].body, signatureHeaders(attempts[1]))).toMatchObject({
      data: { submissionId: submitted.id },
    });
    const log = await eventually(
      () => owner.get(`${hooksOf(link.id)}/${webhookId}/deliveries`),
      (r) => r.body?.[0]?.status === 'delivered',
    );
    expect(log.status).toBe(200);
    expect(log.body).toEqual([
      {
        id: attempts[0].headers['webhook-id'],
        submissionId: submitted.id,
        attempts: 2,
        status: 'delivered',
        lastStatusCode: 200,
        lastError: null,
        nextAttemptAt: null,
        updatedAt: expect.any(String),
      },
    ]);
    expect(log.text).not.toContain('Standups');
  });

  it('resumes a pending delivery after a restart', async () => {
    const link = await createLink(owner);
    const { id: webhookId } = await register(link.id);
    receiver.script = [503, 503, 503, 503, 503, 503];
    const submitted = await answer(link.shortCode, 'Pairing sessions helped a lot');
    await eventually(
      async () => receiver.forSubmission(submitted.id),
      (r) => r.length >= 1,
    );
    await target.restart!(() => {
      receiver.script = [];
    });
    const attempts = await eventually(
      async () => receiver.forSubmission(submitted.id),
      (r) => r.some((x) => x.status === 200),
    );
    expect(attempts.map((a) => a.status).slice(-1)).toEqual([200]);
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    const log = await owner.get(`${hooksOf(link.id)}/${webhookId}/deliveries`);
    expect(log.body).toEqual([expect.objectContaining({ status: 'delivered', attempts: attempts.length })]);
  });

  it('removes a webhook: no longer listed, its log gone, nothing more sent to it', async () => {
    const link = await createLink(owner);
    const { id } = await register(link.id);
    const removed = await owner.delete(`${hooksOf(link.id)}/${id}`);
    expect(removed.status).toBe(204);
    expect((await owner.get(hooksOf(link.id))).body).toEqual([]);
    expect((await owner.get(`${hooksOf(link.id)}/${id}/deliveries`)).status).toBe(404);
    expect((await owner.delete(`${hooksOf(link.id)}/${id}`)).status).toBe(404);
    const submitted = await answer(link.shortCode, 'Nothing should be sent for this one');
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.forSubmission(submitted.id)).toEqual([]);
  });

  it('erases a deleted link webhooks, secrets and pending deliveries from the store, and sends no more', async () => {
    const link = await createLink(owner);
    const { secret } = await register(link.id);
    receiver.script = Array(20).fill(503);
    const tag = `Erasable${Date.now()}`;
    const submitted = await answer(link.shortCode, `${tag} feedback about planning`);
    await eventually(
      async () => receiver.forSubmission(submitted.id),
      (r) => r.length >= 1,
    );
    expect((await owner.delete(`/api/feedback-links/${link.id}`)).status).toBe(200);
    const tried = receiver.forSubmission(submitted.id).length;
    await sleep(2000);
    receiver.script = [];
    expect(receiver.forSubmission(submitted.id).length).toBeLessThanOrEqual(tried + 1);
    if (!target.dataDir) return;
    const stored = () =>
      readdirSync(target.dataDir as string)
        .filter((f) => f.startsWith('submission.webhooks.sqlite'))
        .map((f) => readFileSync(join(target.dataDir as string, f)).toString('latin1'))
        .join('\n');
    const text = await eventually(
      async () => stored(),
      (t) => !t.includes(tag) && !t.includes(secret.slice(6)),
    );
    expect(text).not.toContain(tag);
    expect(text).not.toContain(secret.slice(6));
  });

  it("answers another owner 404 on every webhook route of a link that isn't theirs", async () => {
    const link = await createLink(owner);
    const { id } = await register(link.id);
    const stranger = await signUpOwner(base, 'Mallory');
    expect((await stranger.post(hooksOf(link.id), { url: receiver.url })).status).toBe(404);
    expect((await stranger.get(hooksOf(link.id))).status).toBe(404);
    expect((await stranger.get(`${hooksOf(link.id)}/${id}/deliveries`)).status).toBe(404);
    expect((await stranger.delete(`${hooksOf(link.id)}/${id}`)).status).toBe(404);
    expect((await owner.get(hooksOf(link.id))).body).toHaveLength(1);
  });

  it('refuses an address that is not a URL, and a sixth webhook, with a message that says what to do', async () => {
    const link = await createLink(owner);
    const bad = await owner.post(hooksOf(link.id), { url: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/full address/);
    expect((await owner.post(hooksOf(link.id), { url: 'ftp://example.com/x' })).status).toBe(400);
    for (let i = 0; i < 5; i++) await register(link.id, `${receiver.url}?n=${i}`);
    const sixth = await owner.post(hooksOf(link.id), { url: receiver.url });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('A pill can send to at most 5 webhooks. Remove one to add another.');
  });
});

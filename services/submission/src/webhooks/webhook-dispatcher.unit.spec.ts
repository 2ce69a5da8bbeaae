import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Logger } from '@pill/platform/logger';
import { newSecret } from './signature';
import { SqliteWebhookStore } from './sqlite-webhook-store';
import { PRIVATE_TARGET, type Resolver } from './target-policy';
import { WebhookDispatcher } from './webhook-dispatcher';
import type { WebhookOutbox } from './webhook-outbox';
import type { WebhookSettings } from './webhook-settings';

const now = new Date();
const clock = { now: () => now };
const logger = { info: jest.fn(), warn: jest.fn() } as unknown as Logger;
/** A name that no DNS knows: only the stubbed resolver can send it anywhere. */
const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

describe('WebhookDispatcher', () => {
  let server: Server;
  let port: number;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let store: SqliteWebhookStore;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
    store = new SqliteWebhookStore(':memory:');
  });
  afterEach(() => store.close());

  const dispatcher = (allowPrivate: boolean) => {
    const settings: WebhookSettings = { policy: { allowPrivate, production: false }, retryBaseMs: 5000, resolve: toLoopback, pollMs: 1000 };
    return new WebhookDispatcher(store, settings, clock, logger, {} as WebhookOutbox);
  };
  const queue = async (secret: string) => {
    const url = `http://receiver.invalid:${port}/hook`;
    await store.addWebhook({ id: 'hook1', linkId: 'link1', url, secret, createdAt: now.toISOString() }, 5);
    const at = now.toISOString();
    const body = JSON.stringify({ type: 'submission.received', data: { submissionId: 'sub1' } });
    const outcome = { attempts: 0, status: 'pending', lastStatusCode: null, lastError: null, nextAttemptAt: at, updatedAt: at } as const;
    await store.enqueue([{ id: 'msg_1', webhookId: 'hook1', linkId: 'link1', submissionId: 'sub1', body, ...outcome }]);
  };

  it('refuses a name that resolves to a loopback address, sends nothing and logs why', async () => {
    await queue(newSecret());
    await dispatcher(false).sendDue();
    expect(received).toEqual([]);
    const [logged] = await store.deliveriesOf('hook1', 50);
    expect(logged).toMatchObject({ status: 'failed', attempts: 1, lastError: PRIVATE_TARGET, nextAttemptAt: null });
  });

  it('connects to the address it checked, and signs what it sends', async () => {
    const secret = newSecret();
    await queue(secret);
    await dispatcher(true).sendDue();
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received;
    const signed = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe('msg_1');
    expect(new Webhook(secret).verify(body, signed)).toMatchObject({ data: { submissionId: 'sub1' } });
    const [logged] = await store.deliveriesOf('hook1', 50);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  });
});

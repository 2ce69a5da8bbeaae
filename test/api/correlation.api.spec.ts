import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import { readEvent } from '@pill/platform/transport/received-event';
import { join } from 'node:path';
import { Client, signUpOwner } from './support/http';
import { startEmbeddedTarget, type Target } from './support/app';

/** One id follows a request from the gateway through the service it calls into the events it writes. */
describe('correlation ids', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startEmbeddedTarget();
  });
  afterAll(() => target.close());

  it('answers each request with its id, and the events it caused carry that id as their correlation id', async () => {
    const owner = await signUpOwner(base, 'Edsger Dijkstra');
    const created = await owner.post('/api/feedback-links', { title: 'Code review', questionIds: ['default-general-1'] });
    expect(created.status).toBe(201);
    const requestId = created.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const other = (await new Client(base).get('/api/public/feedback-links/no-such-link')).headers.get('x-request-id');
    expect(other).not.toBe(requestId);

    const store = new SqliteEventStore(join(target.dataDir!, 'link.events.sqlite'));
    try {
      const events = (await store.readAll(0, 10_000)).map((e) => readEvent(e));
      const linkCreated = events.find((e) => e.type === 'link.created' && e.data.linkId === created.body.id);
      expect(linkCreated?.metadata.correlationId).toBe(requestId);
    } finally {
      await store.close();
    }
  });
});

import { InMemoryBroker } from './in-memory-broker';

describe('in-process broker', () => {
  it('delivers a topic in order to each group, including groups that subscribe late', async () => {
    const broker = new InMemoryBroker();
    const a: number[] = [];
    const b: number[] = [];
    broker.subscribe('a', 't', async (m) => void a.push((m as { n: number }).n));
    for (let n = 1; n <= 5; n++) broker.publish('t', { n });
    broker.subscribe('b', 't', async (m) => void b.push((m as { n: number }).n));
    await broker.whenIdle();
    expect(a).toEqual([1, 2, 3, 4, 5]);
    expect(b).toEqual([1, 2, 3, 4, 5]);
  });

  it('once trimming starts, keeps only what some group has not read yet', async () => {
    const broker = new InMemoryBroker();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    broker.subscribe('fast', 't', async () => undefined);
    broker.subscribe('slow', 't', async () => gate);
    broker.startTrimming();
    for (let n = 1; n <= 3; n++) broker.publish('t', { n, secret: 'answer text' });
    await new Promise((r) => setTimeout(r, 10));
    expect(broker.retained('t')).toBe(3);
    release();
    await broker.whenIdle();
    expect(broker.retained('t')).toBe(0);
  });

  it('serialises requests and replies through JSON, as they would cross Kafka', async () => {
    const broker = new InMemoryBroker();
    broker.handle('p', async (payload) => ({ got: payload, at: new Date('2026-01-01T00:00:00Z'), gone: undefined }));
    expect(await broker.request('p', { x: 1, y: undefined })).toEqual({ got: { x: 1 }, at: '2026-01-01T00:00:00.000Z' });
    await expect(broker.request('missing', {})).rejects.toThrow('No handler for missing');
  });

  it('retries as the Kafka servers do: a transient failure until it passes, an unknown one five times, poison never', async () => {
    const broker = new InMemoryBroker();
    const calls = { transient: 0, unknown: 0, poison: 0 };
    broker.subscribe('g', 'transient', async () => {
      if (++calls.transient <= 6) throw Object.assign(new Error('x'), { name: 'DomainError', code: 'CONFLICT' });
    });
    broker.subscribe('g', 'unknown', async () => {
      calls.unknown++;
      throw new TypeError('a bug');
    });
    broker.subscribe('g', 'poison', async () => {
      calls.poison++;
      throw new SyntaxError('not JSON');
    });
    for (const topic of ['transient', 'unknown', 'poison']) broker.publish(topic, {});
    await broker.whenIdle();
    expect(calls).toEqual({ transient: 7, unknown: 5, poison: 1 });
    expect(broker.deadLetters).toBe(2);
  });

  it('stops retrying when its group closes, leaving the message unread', async () => {
    const broker = new InMemoryBroker();
    let calls = 0;
    broker.subscribe('g', 't', async () => {
      calls++;
      throw Object.assign(new Error('x'), { name: 'MongoNetworkError' });
    });
    broker.publish('t', {});
    await new Promise((r) => setTimeout(r, 100));
    broker.unsubscribeGroup('g');
    await broker.whenIdle();
    expect(calls).toBeGreaterThan(1);
    expect(broker.deadLetters).toBe(0);
  });

  it("says when a topic's readers have consumed what it held, while another topic keeps the broker busy", async () => {
    const broker = new InMemoryBroker();
    let releaseVisits: () => void = () => undefined;
    const visitsHeld = new Promise<void>((resolve) => (releaseVisits = resolve));
    let releaseLinks: () => void = () => undefined;
    const linksHeld = new Promise<void>((resolve) => (releaseLinks = resolve));
    broker.subscribe('analysis', 'visits', async () => visitsHeld);
    broker.subscribe('submission', 'links', async () => linksHeld);
    broker.publish('visits', { n: 1 });
    broker.publish('links', { n: 1 });
    expect(await broker.consumed(['links'], 30)).toBe(false);
    releaseLinks();
    expect(await broker.consumed(['links'], 1_000)).toBe(true);
    releaseVisits();
    await broker.whenIdle();
  });
});

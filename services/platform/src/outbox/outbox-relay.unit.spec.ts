import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import type { Logger } from '../logger';
import type { StoredEvent } from '../event-store/event-store.port';
import { OutboxRelay } from './outbox-relay';

const logger = { warn: jest.fn() } as unknown as Logger;
const options = { metadata: { correlationId: 'c' }, occurredAt: new Date('2026-01-01T00:00:00Z'), newId: randomUUID };
const visit = { linkId: 'l1', visitedAt: '2026-01-01T00:00:00.000Z', count: 1 };

describe('the outbox relay', () => {
  let store: SqliteEventStore;
  beforeEach(() => (store = new SqliteEventStore(':memory:')));
  afterEach(() => store.close());

  it('answers a poke once what was appended before it is published, even while an earlier flush is under way', async () => {
    const published: string[] = [];
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const publisher = {
      publish: async (_topic: string, event: StoredEvent) => {
        if (published.length === 0) await firstHeld;
        await new Promise((resolve) => setImmediate(resolve)); // a broker answers on a later turn
        published.push(event.streamId);
      },
    };
    const relay = await OutboxRelay.start(store, publisher, logger, false, 60_000);
    await store.append('visits-a', 0, [{ type: 'link.visited', data: visit }], options);
    const first = relay.poke();
    await store.append('visits-b', 0, [{ type: 'link.visited', data: visit }], options);
    const second = relay.poke();
    const third = relay.poke();
    release();
    await second;
    expect(published).toEqual(['visits-a', 'visits-b']);
    await Promise.all([first, third]);
    expect(published).toEqual(['visits-a', 'visits-b']);
    await relay.stop();
  });

  it('publishes what it was handed without reading the store, and reads it when the handed events do not follow on', async () => {
    const published: number[] = [];
    const publisher = { publish: async (_topic: string, event: StoredEvent) => void published.push(event.position) };
    const relay = await OutboxRelay.start(store, publisher, logger, false, 60_000);
    const readAll = jest.spyOn(store, 'readAll');
    const first = await store.append('visits-a', 0, [{ type: 'link.visited', data: visit }], options);
    await relay.poke(first);
    expect(published).toEqual([1]);
    expect(readAll).not.toHaveBeenCalled();
    // Another writer's event (position 2) comes first: the handed one (3) waits for a read.
    await store.append('visits-b', 0, [{ type: 'link.visited', data: visit }], options);
    const third = await store.append('visits-c', 0, [{ type: 'link.visited', data: visit }], options);
    await relay.poke(third);
    expect(published).toEqual([1, 2, 3]);
    expect(readAll).toHaveBeenCalledTimes(1);
    await relay.stop();
  });
});

import type { Logger } from '@pill/platform/logger';
import type { RemoteCaller } from '@pill/platform/transport/rpc';
import { VisitCounter } from './visit-counter';

describe('visit counter', () => {
  let now: number;
  let recorded: Array<{ linkId: string; count: number }>;
  let visits: VisitCounter;

  beforeEach(() => {
    now = Date.parse('2026-03-02T09:00:00Z');
    recorded = [];
    const remote = { call: async (_def: unknown, visit: { linkId: string; count: number }) => void recorded.push(visit) };
    visits = new VisitCounter(remote as unknown as RemoteCaller, { debug: () => undefined } as unknown as Logger, {
      now: () => new Date(now),
    });
  });
  afterEach(() => visits.onModuleDestroy());

  const viewsRecorded = async () => {
    await visits.flush();
    return recorded.splice(0);
  };

  it('counts a visitor once per link an hour, an IPv6 visitor by its /64', async () => {
    for (let i = 0; i < 300; i++) visits.count('link-1', '203.0.113.9');
    visits.count('link-1', '2001:db8:1:2::1');
    visits.count('link-1', '2001:db8:1:2::beef');
    visits.count('link-2', '203.0.113.9');
    expect(await viewsRecorded()).toEqual([
      { linkId: 'link-1', count: 2 },
      { linkId: 'link-2', count: 1 },
    ]);
    now += 59 * 60_000;
    visits.count('link-1', '203.0.113.9');
    expect(await viewsRecorded()).toEqual([]);
    now += 60_000;
    visits.count('link-1', '203.0.113.9');
    visits.count('link-1', '198.51.100.1');
    expect(await viewsRecorded()).toEqual([{ linkId: 'link-1', count: 2 }]);
  });
});

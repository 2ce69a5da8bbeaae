import type { Admin } from 'kafkajs';
import { caughtUp, groupLag, grownSince, logEnds, type Offsets } from './consumer-lag';

/** An admin client over fixed offsets: per topic, each partition's log (low, high) and the group's commit. */
function fakeAdmin(topics: Record<string, Array<{ low: number; high: number; committed: number }>>) {
  const asked: string[] = [];
  const admin = {
    fetchTopicOffsets: async (topic: string) => {
      asked.push(topic);
      return topics[topic].map((p, partition) => ({ partition, low: String(p.low), high: String(p.high), offset: String(p.high) }));
    },
    fetchOffsets: async ({ topics: wanted }: { groupId: string; topics: string[] }) =>
      wanted.map((topic) => ({
        topic,
        partitions: topics[topic].map((p, partition) => ({ partition, offset: String(p.committed), metadata: null })),
      })),
  } as unknown as Admin;
  return { admin, asked };
}

describe('how far a consumer group is behind', () => {
  const offsets = {
    links: [
      { low: 0, high: 10, committed: 4 },
      { low: 0, high: 7, committed: -1 },
      { low: 5, high: 9, committed: 9 },
    ],
    visits: [{ low: 0, high: 3, committed: 1 }],
  };

  it('counts, per partition, what the group has not committed (the whole retained log before its first commit)', async () => {
    const { admin } = fakeAdmin(offsets);
    expect(await groupLag(admin, 'g', ['links', 'visits'])).toEqual([
      { topic: 'links', partition: 0, lag: 6 },
      { topic: 'links', partition: 1, lag: 7 },
      { topic: 'links', partition: 2, lag: 0 },
      { topic: 'visits', partition: 0, lag: 2 },
    ]);
  });

  it("reports only this member's partitions, so replicas sharing the group count each partition once", async () => {
    const { admin, asked } = fakeAdmin(offsets);
    expect(await groupLag(admin, 'g', ['links', 'visits'], { links: [1, 2] })).toEqual([
      { topic: 'links', partition: 1, lag: 7 },
      { topic: 'links', partition: 2, lag: 0 },
    ]);
    expect(asked).toEqual(['links']);
    expect(await groupLag(admin, 'g', ['links', 'visits'], {})).toEqual([]);
  });

  it('is caught up once every partition has committed the log end taken earlier; an expired log needs nothing', async () => {
    const { admin } = fakeAdmin({
      t: [
        { low: 0, high: 10, committed: 10 },
        { low: 4, high: 4, committed: -1 },
      ],
    });
    const ends = await logEnds(admin, ['t']);
    expect(ends).toEqual(
      new Map([
        [
          't',
          new Map([
            [0, 10],
            [1, 0],
          ]),
        ],
      ]),
    );
    expect(await caughtUp(admin, 'g', ends)).toBe(true);
    expect(await caughtUp(admin, 'g', new Map([['t', new Map([[0, 11]])]]))).toBe(false);
  });
});

const offsets = (entries: Record<string, number[]>): Offsets =>
  new Map(Object.entries(entries).map(([topic, ends]) => [topic, new Map(ends.map((end, partition) => [partition, end]))]));

describe('the partitions a write grew', () => {
  it('are those whose log end moved since the mark, at their new end', () => {
    const grown = grownSince(offsets({ links: [4, 0, 7], questions: [2] }), offsets({ links: [4, 1, 9], questions: [2] }));
    expect(grown).toEqual(
      new Map([
        [
          'links',
          new Map([
            [1, 1],
            [2, 9],
          ]),
        ],
        ['questions', new Map()],
      ]),
    );
  });

  it('leave out the partitions a group never committed because nothing new reached them', async () => {
    const { admin } = fakeAdmin({
      links: [
        { low: 0, high: 5, committed: -1 },
        { low: 0, high: 3, committed: 3 },
      ],
    });
    const grown = grownSince(offsets({ links: [5, 2] }), offsets({ links: [5, 3] }));
    expect(await caughtUp(admin, 'pill-gateway-1a2b', grown)).toBe(true);
    expect(await caughtUp(admin, 'pill-gateway-1a2b', offsets({ links: [5, 3] }))).toBe(false);
  });
});

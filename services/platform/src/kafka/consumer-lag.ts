import type { Admin } from 'kafkajs';

/**
 * True when the group has committed, on every partition of `topics`, at least the offsets the
 * log had when `targets` were taken. An untouched empty partition counts as caught up.
 */
export async function caughtUp(admin: Admin, groupId: string, targets: Map<string, Map<number, number>>): Promise<boolean> {
  const topics = [...targets.keys()];
  if (topics.length === 0) return true;
  const committed = await admin.fetchOffsets({ groupId, topics });
  for (const { topic, partitions } of committed) {
    for (const { partition, offset } of partitions) {
      const target = targets.get(topic)?.get(partition) ?? 0;
      if (target > 0 && Number(offset) < target) return false;
    }
  }
  return true;
}

/** The log-end offset of every partition of `topics`, minus what retention already removed. */
export async function logEnds(admin: Admin, topics: string[]): Promise<Map<string, Map<number, number>>> {
  const ends = new Map<string, Map<number, number>>();
  for (const topic of topics) {
    const offsets = await admin.fetchTopicOffsets(topic);
    // A partition whose whole log expired (low == high) has nothing left to consume.
    ends.set(topic, new Map(offsets.map((o) => [o.partition, Number(o.high) === Number(o.low) ? 0 : Number(o.high)])));
  }
  return ends;
}

/** What `groupId` has not committed yet on each partition of `topics` (the whole log before its first commit). */
export async function groupLag(admin: Admin, groupId: string, topics: string[]): Promise<Array<{ topic: string; partition: number; lag: number }>> {
  if (topics.length === 0) return [];
  const [committed, ends] = await Promise.all([admin.fetchOffsets({ groupId, topics }), Promise.all(topics.map(async (t) => [t, await admin.fetchTopicOffsets(t)] as const))]);
  const done = new Map(committed.flatMap(({ topic, partitions }) => partitions.map((p) => [`${topic}/${p.partition}`, Number(p.offset)] as const)));
  return ends.flatMap(([topic, offsets]) =>
    offsets.map((o) => {
      const at = done.get(`${topic}/${o.partition}`) ?? -1;
      return { topic, partition: o.partition, lag: Math.max(0, Number(o.high) - Math.max(at, Number(o.low))) };
    }),
  );
}

import type { Admin } from 'kafkajs';
import type { Assignment } from './consumer-health';

export type Offsets = Map<string, Map<number, number>>;

/** What the log of each partition of `topics` holds: its first (low) and next (high) offset. */
async function logOffsets(admin: Admin, topics: string[]): Promise<Array<{ topic: string; partition: number; low: number; high: number }>> {
  const perTopic = await Promise.all(
    topics.map(async (topic) =>
      (await admin.fetchTopicOffsets(topic)).map((o) => ({ topic, partition: o.partition, low: Number(o.low), high: Number(o.high) })),
    ),
  );
  return perTopic.flat();
}

/** The offsets `groupId` has committed on each partition of `topics` (-1: none yet). */
async function committedOffsets(admin: Admin, groupId: string, topics: string[]): Promise<Offsets> {
  const committed = await admin.fetchOffsets({ groupId, topics });
  return new Map(committed.map(({ topic, partitions }) => [topic, new Map(partitions.map((p) => [p.partition, Number(p.offset)]))]));
}

/**
 * True when the group has committed, on every partition of `topics`, at least the offsets the
 * log had when `targets` were taken. An untouched empty partition counts as caught up.
 */
export async function caughtUp(admin: Admin, groupId: string, targets: Offsets): Promise<boolean> {
  const topics = [...targets.keys()];
  if (topics.length === 0) return true;
  const committed = await committedOffsets(admin, groupId, topics);
  for (const [topic, partitions] of committed) {
    for (const [partition, offset] of partitions) {
      const target = targets.get(topic)?.get(partition) ?? 0;
      if (target > 0 && offset < target) return false;
    }
  }
  return true;
}

/** The log-end offset of every partition of `topics`, minus what retention already removed. */
export async function logEnds(admin: Admin, topics: string[]): Promise<Offsets> {
  const ends: Offsets = new Map(topics.map((t) => [t, new Map()]));
  // A partition whose whole log expired (low == high) has nothing left to consume.
  for (const o of await logOffsets(admin, topics)) ends.get(o.topic)!.set(o.partition, o.high === o.low ? 0 : o.high);
  return ends;
}

/** The partitions whose log grew from `before` to `after`, at their `after` end. */
export function grownSince(before: Offsets, after: Offsets): Offsets {
  const grown: Offsets = new Map();
  for (const [topic, ends] of after) {
    const was = before.get(topic);
    grown.set(topic, new Map([...ends].filter(([partition, end]) => end > (was?.get(partition) ?? 0))));
  }
  return grown;
}

/**
 * What `groupId` has not committed yet on each partition of `topics` (the whole log before its
 * first commit). With `mine`, only on the partitions this member was assigned: the replicas of a
 * service share a group, and each reports its own partitions, so a sum over replicas counts
 * every partition once.
 */
export async function groupLag(
  admin: Admin,
  groupId: string,
  topics: string[],
  mine?: Assignment,
): Promise<Array<{ topic: string; partition: number; lag: number }>> {
  const wanted = mine ? topics.filter((t) => (mine[t]?.length ?? 0) > 0) : topics;
  if (wanted.length === 0) return [];
  const [committed, logs] = await Promise.all([committedOffsets(admin, groupId, wanted), logOffsets(admin, wanted)]);
  return logs
    .filter((o) => !mine || mine[o.topic].includes(o.partition))
    .map((o) => {
      const at = committed.get(o.topic)?.get(o.partition) ?? -1;
      return { topic: o.topic, partition: o.partition, lag: Math.max(0, o.high - Math.max(at, o.low)) };
    });
}

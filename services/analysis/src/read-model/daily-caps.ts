import type { Analytics } from '@pill/proto/analytics';
import type { PillEvent } from '@pill/proto/events';

type CapReached = Analytics['capsReached'][number];

/** The days a link reached a daily cap: one document per cap stream, found by link. */
export interface DailyCapsDoc {
  linkId: string;
  days: CapReached[];
}

/** A link's owner sees at most this many such days. */
const DAYS_KEPT = 30;

/** Folds one event of a link's daily-cap stream. */
export function foldDailyCaps(current: DailyCapsDoc | undefined, event: PillEvent) {
  if (event.type !== 'submission.cap-reached') return current ?? null;
  const { linkId, day, cap, limit } = event.data;
  return { linkId, days: newestDays([...(current?.days ?? []), { date: day, cap, limit }]) };
}

/** Newest first, one entry a day. */
export function capsReachedOf(docs: DailyCapsDoc[]): Analytics['capsReached'] {
  return newestDays(docs.flatMap((d) => d.days));
}

/** One entry a day (the first given), newest first, at most DAYS_KEPT. */
function newestDays(days: CapReached[]): CapReached[] {
  const byDate = new Map<string, CapReached>();
  for (const d of days) if (!byDate.has(d.date)) byDate.set(d.date, d);
  return [...byDate.values()].sort((a, b) => b.date.localeCompare(a.date)).slice(0, DAYS_KEPT);
}

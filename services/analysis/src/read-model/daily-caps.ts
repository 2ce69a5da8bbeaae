import type { Analytics } from '@pill/proto/analytics';
import type { EventData } from '@pill/proto/events';

type CapReached = Analytics['capsReached'][number];

/** The days a link reached a daily cap: one document per cap stream, found by link. */
export interface DailyCapsDoc {
  linkId: string;
  days: CapReached[];
}

/** A link's owner sees at most this many such days. */
const DAYS_KEPT = 30;

/** Folds one event of a link's daily-cap stream. */
export function foldDailyCaps(current: DailyCapsDoc | undefined, event: { type: string; data: unknown }): DailyCapsDoc | null {
  if (event.type !== 'submission.cap-reached') return current ?? null;
  const { linkId, day, cap, limit } = event.data as EventData<'submission.cap-reached'>;
  const others = (current?.days ?? []).filter((d) => d.date !== day);
  return { linkId, days: [...others, { date: day, cap, limit }].sort((a, b) => b.date.localeCompare(a.date)).slice(0, DAYS_KEPT) };
}

/** Newest first, one entry a day. */
export function capsReachedOf(docs: DailyCapsDoc[]): Analytics['capsReached'] {
  return foldAll(docs.flatMap((d) => d.days));
}

const foldAll = (days: CapReached[]) =>
  [...new Map(days.map((d) => [d.date, d])).values()].sort((a, b) => b.date.localeCompare(a.date)).slice(0, DAYS_KEPT);

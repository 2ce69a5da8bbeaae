import type { Analytics } from '@pill/proto/analytics';

type CapReached = Analytics['capsReached'][number];

const DAY_MS = 86_400_000;
/** The notice stays as long as the charts look back. */
const SHOWN_FOR_DAYS = 7;

/** The newest day the link reached a daily cap, if it was within the last 7 UTC days. */
export function recentCap(capsReached: CapReached[], now: Date): CapReached | undefined {
  const since = new Date(now.getTime() - (SHOWN_FOR_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return capsReached.find((c) => c.date >= since);
}

/** "1,000 submissions", "10 MB of answers". */
export function capWords({ cap, limit }: CapReached): string {
  if (cap === 'submissions') return `${limit.toLocaleString('en-US')} submissions`;
  const mb = limit / 1_000_000;
  if (mb < 1) return `${limit.toLocaleString('en-US')} bytes of answers`;
  return `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB of answers`;
}

/** "today", or "on Monday, March 2" (UTC, as the limit counts days). */
export function dayWords(date: string, now: Date): string {
  if (date === now.toISOString().slice(0, 10)) return 'today';
  const day = new Date(`${date}T00:00:00Z`);
  const words = day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `on ${words}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MIN_BAR_PERCENT = 5;
export const TOP_THEMES = 6;

export type DayBar = { date: string; weekday: string; count: number; heightPercent: number };

/**
 * The last 7 UTC days ending today, oldest first, with bar heights scaled to the busiest day.
 * A day with responses shows at least 5%; a day without any has no bar, so it reads as empty.
 */
export function lastSevenDays(counts: ReadonlyArray<{ date: string; count: number }>, now: Date): DayBar[] {
  const byDate = new Map<string, number>();
  for (const c of counts) byDate.set(c.date, (byDate.get(c.date) ?? 0) + c.count);
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(todayUtc - (6 - i) * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    return { date, weekday: WEEKDAYS[day.getUTCDay()]!, count: byDate.get(date) ?? 0 };
  });
  const max = Math.max(0, ...days.map((d) => d.count));
  const height = (count: number) => (count === 0 ? 0 : Math.max(MIN_BAR_PERCENT, (count / max) * 100));
  return days.map((d) => ({ ...d, heightPercent: height(d.count) }));
}

export type ThemeBar = { theme: string; count: number; widthPercent: number };

/** The 6 most frequent themes, widths scaled to the largest count. */
export function topThemes(themes: ReadonlyArray<{ theme: string; count: number }>): ThemeBar[] {
  const top = [...themes].sort((a, b) => b.count - a.count).slice(0, TOP_THEMES);
  const max = Math.max(0, ...top.map((t) => t.count));
  return top.map((t) => ({ ...t, widthPercent: max === 0 ? 0 : (t.count / max) * 100 }));
}

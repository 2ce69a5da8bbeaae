import { useMemo } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { lastSevenDays } from '../lib/charts';

const FILLED = 'w-full rounded-t bg-indigo-600';

type Props = { title: string; counts: ReadonlyArray<{ date: string; count: number }>; empty: string; unit: string };

/** Seven daily bars labelled by weekday; the smallest bar still shows at 5% height, an empty day as a hairline. */
export function TimelineCard({ title, counts, empty, unit }: Props) {
  const days = useMemo(() => lastSevenDays(counts, new Date()), [counts]);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{title}</h2>
      </CardHeader>
      <CardContent>
        {total === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{empty}</p>
        ) : (
          <ul className="flex h-40 items-end gap-2" aria-label={`${title}, last 7 days`}>
            {days.map((d) => (
              <li
                key={d.date}
                className="flex h-full flex-1 flex-col items-center justify-end gap-1"
                aria-label={`${d.weekday}: ${d.count} ${unit}`}
              >
                <span className="text-xs text-slate-700" aria-hidden>
                  {d.count}
                </span>
                {d.count === 0 ? (
                  // An empty day keeps its place on the axis as a hairline, never as a bar.
                  <div className="h-px w-full bg-slate-300" data-bar="empty" aria-hidden />
                ) : (
                  <div className={FILLED} style={{ height: `${d.heightPercent}%` }} data-bar="filled" aria-hidden />
                )}
                <span className="text-xs text-slate-600" aria-hidden>
                  {d.weekday}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { topThemes } from '../lib/charts';

export function ThemesCard({ themes }: { themes: ReadonlyArray<{ theme: string; count: number }> }) {
  const bars = topThemes(themes);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">Top Feedback Themes</h2>
      </CardHeader>
      <CardContent>
        {bars.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No themes identified yet</p>
        ) : (
          <ul className="space-y-3">
            {bars.map((bar) => (
              <li key={bar.theme}>
                <div className="mb-1 flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate capitalize text-slate-800">{bar.theme}</span>
                  <Badge tone="accent">{bar.count}</Badge>
                </div>
                <div className="h-2 rounded-full bg-slate-100" aria-hidden>
                  <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${bar.widthPercent}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

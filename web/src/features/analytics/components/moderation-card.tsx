import type { Analytics } from '@pill/proto/analytics';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { refusalBreakdown } from '../lib/refusals';

/** How many submissions moderation refused, by kind; nothing when it refused none. */
export function ModerationCard({ moderation }: { moderation: Analytics['moderation'] }) {
  if (moderation.refused === 0) return null;
  return (
    <Card className="flex gap-3 p-4 text-sm sm:p-5">
      <ShieldAlert className="h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">Refused by moderation: {moderation.refused}</p>
        <p className="text-slate-700">{refusalBreakdown(moderation.byKind)}</p>
        <p className="mt-1 text-slate-600">Not stored: respondents were asked to change them. Only these counts are kept.</p>
      </div>
    </Card>
  );
}

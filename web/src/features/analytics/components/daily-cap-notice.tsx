import type { Analytics } from '@pill/proto/analytics';
import { Gauge } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { capWords, dayWords, recentCap } from '../lib/daily-caps';

/** Tells the owner their link turned answers away at its daily limit in the last week; nothing otherwise. */
type Props = { capsReached: Analytics['capsReached']; now?: Date };

export function DailyCapNotice({ capsReached, now = new Date() }: Props) {
  const cap = recentCap(capsReached, now);
  if (!cap) return null;
  return (
    <Card role="status" className="flex gap-3 p-4 text-sm sm:p-5">
      <Gauge className="h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">Daily limit reached</p>
        <p className="text-slate-700">
          This pill took in its daily limit of {capWords(cap)} {dayWords(cap.date, now)}.
        </p>
        <p className="mt-1 text-slate-600">
          Respondents who came later that day were asked to try again the next day. The limit resets at midnight UTC.
        </p>
      </div>
    </Card>
  );
}

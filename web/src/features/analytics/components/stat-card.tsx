import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function StatCard({ label, value, icon: Icon }: { label: string; value: number | string; icon: LucideIcon }) {
  return (
    <Card className="flex flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-50">
        <Icon className="h-5 w-5 text-indigo-600" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="break-words text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-10 text-slate-600', className)}>
      <span aria-hidden className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600" />
      <span>{label}</span>
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** A centred message for empty, missing and failed states. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      {icon}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}

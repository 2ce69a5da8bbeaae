import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The owner's top bar: brand, a title and the page's actions. */
export function AppHeader({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            to="/"
            className="flex items-center gap-2 rounded text-lg font-bold text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span aria-hidden className="inline-block h-4 w-8 rounded-full bg-indigo-600" />
            Pill
          </Link>
          {title && <span className="truncate text-sm text-slate-600">{title}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">{children}</div>
      </div>
    </header>
  );
}

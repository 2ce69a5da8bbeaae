import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle, usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/cn';

/** The legal text's headings, paragraphs and lists, styled from the page. */
const PROSE = cn(
  'mt-8 space-y-6 text-slate-800',
  '[&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-1',
);

export const LAST_UPDATED = 'June 28, 2025';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(pageTitle(title));
  return (
    <div className="min-h-screen bg-slate-50 px-4 py-10">
      <main className="fade-in mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Home
        </Link>
        <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">Last updated: {LAST_UPDATED}</p>
        <div className={PROSE}>{children}</div>
      </main>
    </div>
  );
}

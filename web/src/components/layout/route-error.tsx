import { AlertTriangle } from 'lucide-react';
import { buttonClass } from '../ui/button';

/** What a screen shows when it breaks: one broken screen never blanks the whole app. */
export default function RouteError() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
        <h1 className="mt-3 text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">This page could not be shown. Please reload, or go back to the home page.</p>
        <div className="mt-5 flex justify-center gap-3">
          <button type="button" className={buttonClass('outline')} onClick={() => window.location.reload()}>
            Reload
          </button>
          <a href="/" className={buttonClass('primary')}>
            Go Home
          </a>
        </div>
      </div>
    </main>
  );
}

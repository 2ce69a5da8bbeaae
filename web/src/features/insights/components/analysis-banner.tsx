import { AlertTriangle } from 'lucide-react';

/** Shown when the AI analysis failed but answers exist: the data itself is safe. */
export function AnalysisUnavailableBanner() {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" aria-hidden />
      <div>
        <p className="font-semibold">Analysis Service Temporarily Unavailable</p>
        <p>
          AI analysis is unavailable right now. Your feedback data is safely stored and shown in the Feedbacks tab. Please try again in a
          few minutes.
        </p>
      </div>
    </div>
  );
}

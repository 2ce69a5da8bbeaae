import type { ToastInput } from '../../../hooks/toast-store';
import { failureText } from '../../../lib/failure-text';

/** What one re-read ended with; TanStack's refetch resolves with this instead of throwing. */
export type Reread = { isError: boolean; error: unknown };

export type RefreshResults = { link: Reread; responses: Reread; analytics: Reread; analysis: Reread };

const REFRESHED: ToastInput = { title: 'Refreshed', description: 'Data updated with latest feedback' };

/** The toast after Refresh: "Refreshed" only when every read came back. */
export function refreshOutcome(results: RefreshResults): ToastInput {
  const failed = Object.values(results).filter((r) => r.isError);
  if (failed.length === 0) return REFRESHED;
  if (failed.length === 1 && results.analysis.isError) {
    return {
      title: 'Analysis not refreshed',
      description: 'Your feedback is up to date, but the AI analysis could not be refreshed. Please try again in a few minutes.',
      variant: 'destructive',
    };
  }
  const error = failed[0]!.error;
  return {
    title: 'Refresh failed',
    description:
      error instanceof TypeError
        ? failureText(error)
        : `Could not update your data (${failureText(error)}). Please try again in a few minutes.`,
    variant: 'destructive',
  };
}

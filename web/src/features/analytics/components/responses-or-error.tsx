import type { OwnerResponse } from '@pill/proto/submission';
import type { ReactNode } from 'react';
import { LoadErrorCard } from '../../../components/ui/load-error-card';

/** A read of answers: one list, or the pages read so far flattened into one. */
type AnswersRead = { isError: boolean; error: unknown; data: OwnerResponse[] | undefined; refetch: () => unknown };
type Props = { responses: AnswersRead; children: (responses: OwnerResponse[]) => ReactNode };

/** The responses read so far; a read that failed with none cached says why, with a retry, never "No responses yet". */
export function ResponsesOrError({ responses, children }: Props) {
  if (responses.isError && !responses.data) {
    return <LoadErrorCard title="Could not load responses" error={responses.error} onRetry={() => responses.refetch()} />;
  }
  return <>{children(responses.data ?? [])}</>;
}

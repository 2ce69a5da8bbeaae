import type { OwnerResponse } from '@pill/proto/submission';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorCard } from '../../../components/ui/load-error-card';

type Props = { responses: UseQueryResult<OwnerResponse[]>; children: (responses: OwnerResponse[]) => ReactNode };

/** The responses read so far; a read that failed with none cached says why, with a retry, never "No responses yet". */
export function ResponsesOrError({ responses, children }: Props) {
  if (responses.isError && !responses.data) {
    return <LoadErrorCard title="Could not load responses" error={responses.error} onRetry={() => responses.refetch()} />;
  }
  return <>{children(responses.data ?? [])}</>;
}

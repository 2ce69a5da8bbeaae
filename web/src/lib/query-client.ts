import { QueryClient } from '@tanstack/react-query';

/** Spec defaults: data never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** Live reads (responses, analytics) poll and refresh on focus. */
export const LIVE_POLL_MS = 30_000;
/** The AI analysis is slower to change. */
export const ANALYSIS_POLL_MS = 60_000;

import { UnifiedAnalysis } from '@pill/proto/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ANALYSIS_POLL_MS } from '../../../lib/query-client';
import { linkKeys } from '../../links/api/keys';

export const getUnifiedAnalysis = async (id: string): Promise<UnifiedAnalysis> =>
  UnifiedAnalysis.parse(await apiRequest(`/api/feedback-links/${encodeURIComponent(id)}/unified-analytics`));

/** The AI analysis: polled every 60 s and on focus, never retried. */
export const unifiedAnalysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: linkKeys.unified(id),
    queryFn: () => getUnifiedAnalysis(id),
    staleTime: 0,
    retry: false,
    refetchInterval: ANALYSIS_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useUnifiedAnalysis = (id: string | undefined, signedIn: boolean) =>
  useQuery({ ...unifiedAnalysisQueryOptions(id ?? ''), enabled: Boolean(id) && signedIn });

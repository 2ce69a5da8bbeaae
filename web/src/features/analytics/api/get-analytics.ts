import { Analytics } from '@pill/proto/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LIVE_POLL_MS } from '../../../lib/query-client';
import { linkKeys } from '../../links/api/keys';

export const getAnalytics = async (id: string): Promise<Analytics> =>
  Analytics.parse(await apiRequest(`/api/feedback-links/${encodeURIComponent(id)}/analytics`));

/** Live: polled every 30 s and on window focus. */
export const analyticsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: linkKeys.analytics(id),
    queryFn: () => getAnalytics(id),
    staleTime: 0,
    refetchInterval: LIVE_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useAnalytics = (id: string | undefined, signedIn: boolean) =>
  useQuery({ ...analyticsQueryOptions(id ?? ''), enabled: Boolean(id) && signedIn });

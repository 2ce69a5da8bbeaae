import { OwnerResponseList, type OwnerResponse } from '@pill/proto/submission';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LIVE_POLL_MS } from '../../../lib/query-client';
import { linkKeys } from '../../links/api/keys';

export const getResponses = async (id: string): Promise<OwnerResponse[]> =>
  OwnerResponseList.parse(await apiRequest(`/api/feedback-links/${encodeURIComponent(id)}/responses`));

/** Live: polled every 30 s and on window focus. */
export const responsesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: linkKeys.responses(id),
    queryFn: () => getResponses(id),
    staleTime: 0,
    refetchInterval: LIVE_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useResponses = (id: string | undefined, signedIn: boolean) =>
  useQuery({ ...responsesQueryOptions(id ?? ''), enabled: Boolean(id) && signedIn });

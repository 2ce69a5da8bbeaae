import { OwnerResponseList, ResponseTotals, TOTAL_HEADERS, type OwnerResponse } from '@pill/proto/submission';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage, type PageRead } from '../../../lib/api-client';
import { LIVE_POLL_MS } from '../../../lib/query-client';
import { linkKeys } from '../../links/api/keys';

/** One page of answers, the next page's address, and the link's totals over all its answers (null if the headers lack them). */
export type ResponsePage = { responses: OwnerResponse[]; next: string | null; totals: ResponseTotals | null };

const COUNT = /^\d+$/;

/** The totals every page tells in `X-Total-Count`, `X-Respondent-Count` and `X-Question-Count`; null when one is missing. */
export function totalsFromHeaders(header: PageRead['header']): ResponseTotals | null {
  const counts = Object.entries(TOTAL_HEADERS).map(([key, name]) => {
    const value = header(name)?.trim() ?? '';
    return [key, COUNT.test(value) ? Number(value) : Number.NaN];
  });
  const totals = ResponseTotals.safeParse(Object.fromEntries(counts));
  return totals.success ? totals.data : null;
}

/** The first page's address: the gateway names every later one in its Link header. */
export const firstPagePath = (id: string, questionId?: string) =>
  `/api/feedback-links/${encodeURIComponent(id)}/responses${questionId ? `?questionId=${encodeURIComponent(questionId)}` : ''}`;

export const getResponsePage = async (path: string, signal?: AbortSignal): Promise<ResponsePage> => {
  const { body, next, header } = await apiPage(path, { signal });
  return { responses: OwnerResponseList.parse(body), next, totals: totalsFromHeaders(header) };
};

/**
 * A link's answers page by page, newest first, following the Link headers. Live like the other
 * reads: every 30 s and on window focus the first page is read again (and the pages loaded after
 * it, each from the fresh cursor before it, so none repeats and none is missed).
 */
export const responsePagesQueryOptions = (id: string, questionId?: string) =>
  infiniteQueryOptions({
    queryKey: linkKeys.responsePages(id, questionId),
    queryFn: ({ pageParam, signal }) => getResponsePage(pageParam, signal),
    initialPageParam: firstPagePath(id, questionId),
    getNextPageParam: (last: ResponsePage) => last.next ?? undefined,
    staleTime: 0,
    refetchInterval: LIVE_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The answers shown stay on screen while another question's first page loads. */
export const useResponsePages = (id: string, signedIn: boolean, questionId?: string) =>
  useInfiniteQuery({ ...responsePagesQueryOptions(id, questionId), enabled: Boolean(id) && signedIn, placeholderData: keepPreviousData });

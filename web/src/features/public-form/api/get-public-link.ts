import type { PublicLink } from '@pill/proto/link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { arr, obj, optStr, str } from '../../../lib/shape';

/** Mirrors @pill/proto/link's PublicLink with plain checks (see lib/shape for why not zod). */
export function parsePublicLink(body: unknown): PublicLink {
  const link = obj(body, 'link');
  return {
    title: str(link.title, 'title'),
    subtitle: optStr(link.subtitle, 'subtitle'),
    creatorName: optStr(link.creatorName, 'creatorName'),
    questions: arr(link.questions, 'questions').map((entry) => {
      const question = obj(obj(entry, 'question entry').question, 'question');
      return {
        question: {
          id: str(question.id, 'question id'),
          text: str(question.text, 'question text'),
          subtext: optStr(question.subtext, 'subtext'),
        },
      };
    }),
  };
}

export const getPublicLink = async (shortCode: string): Promise<PublicLink> =>
  parsePublicLink(await apiRequest(`/api/public/feedback-links/${encodeURIComponent(shortCode)}`));

/** A respondent's view: fresh for 5 minutes, kept 10, never retried (a miss means "not found"). */
export const publicLinkQueryOptions = (shortCode: string) =>
  queryOptions({
    queryKey: ['/api/public/feedback-links', shortCode],
    queryFn: () => getPublicLink(shortCode),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });

export const usePublicLink = (shortCode: string) => useQuery(publicLinkQueryOptions(shortCode));

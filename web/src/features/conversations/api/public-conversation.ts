import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';

import type { Receipt } from './receipt';

export type { Receipt };
export type ThreadMessage = { from: 'owner' | 'respondent'; text: string; sentAt: string };
export type PublicConversation = { title: string; answers: Array<{ question: string; response: string }>; messages: ThreadMessage[] };

// Plain checks, like the public form's lib/shape but not shared with it: a module two public routes share
// becomes a chunk of its own, and the form's first load pays for the split.
type Obj = Record<string, unknown>;
const fail = (what: string): never => {
  throw new Error(`Unexpected answer from the server: ${what}`);
};
const obj = (v: unknown, what: string): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : fail(what));
const str = (v: unknown, what: string): string => (typeof v === 'string' ? v : fail(what));
const arr = (v: unknown, what: string): unknown[] => (Array.isArray(v) ? v : fail(what));
const oneOf = <T extends string>(v: unknown, options: readonly T[], what: string): T => (options.includes(v as T) ? (v as T) : fail(what));

/** The server's `message` of a failed request, for the person to read; a fallback when there is none. */
export function failureMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const message = (JSON.parse(error.bodyText) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : fallback;
  } catch {
    return fallback;
  }
}

export function parseMessage(body: unknown): ThreadMessage {
  const m = obj(body, 'message');
  return { from: oneOf(m.from, ['owner', 'respondent'] as const, 'sender'), text: str(m.text, 'text'), sentAt: str(m.sentAt, 'sentAt') };
}

export function parseConversation(body: unknown): PublicConversation {
  const c = obj(body, 'conversation');
  return {
    title: str(c.title, 'title'),
    answers: arr(c.answers, 'answers').map((a) => {
      const answer = obj(a, 'answer');
      return { question: str(answer.question, 'question'), response: str(answer.response, 'response') };
    }),
    messages: arr(c.messages, 'messages').map(parseMessage),
  };
}

const path = (code: string) => `/api/public/conversations/${encodeURIComponent(code)}`;

export const conversationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['/api/public/conversations', code],
    queryFn: async () => parseConversation(await apiRequest(path(code))),
    // A miss is "not found" (or rate-limited): asking again would only spend the respondent's allowance.
    retry: false,
  });

export const useConversation = (code: string) => useQuery(conversationQueryOptions(code));

export function useRespondentReply(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => parseMessage(await apiRequest(`${path(code)}/messages`, { method: 'POST', body: { text } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/public/conversations', code] }),
  });
}

export const useEraseConversation = (code: string) =>
  useMutation({ mutationFn: async () => void (await apiRequest(path(code), { method: 'DELETE' })) });

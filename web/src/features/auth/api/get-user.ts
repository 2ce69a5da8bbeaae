import { User } from '@pill/proto/auth';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useClerkSessionSync } from './clerk-session';

/** The signed-in owner, or null when nobody is signed in (401 yields null here). */
export const getUser = async (): Promise<User | null> => {
  const body = await apiRequest('/api/auth/user', { on401: 'null' });
  return body === null ? null : User.parse(body);
};

export const userQueryKey = ['/api/auth/user'] as const;

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

/** Caches that survive a change of user: the server config and the user query itself (it is overwritten). */
export const KEEP = new Set(['/api/config', '/api/auth/user']);

/** After someone signs in or out: whatever was cached belonged to whoever was there before. */
export async function reloadUser(queryClient: QueryClient): Promise<User | null> {
  queryClient.removeQueries({ predicate: (q) => !KEEP.has(String(q.queryKey[0])) });
  return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
}

export const useUser = () => {
  const queryClient = useQueryClient();
  const user = useQuery(userQueryOptions());
  useClerkSessionSync(user.isSuccess ? Boolean(user.data) : undefined, () => void reloadUser(queryClient));
  return user;
};

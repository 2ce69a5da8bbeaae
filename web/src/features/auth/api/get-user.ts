import { User } from '@pill/proto/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './keys';

/** The signed-in owner, or null when nobody is signed in (401 yields null here). */
export const getUser = async (): Promise<User | null> => {
  const body = await apiRequest('/api/auth/user', { on401: 'null' });
  return body === null ? null : User.parse(body);
};

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

/** Caches that survive a change of user: the server config and the user query itself (it is overwritten). */
const KEEP = new Set<string>(['/api/config', userQueryKey[0]]);

/** After someone signs in or out: whatever was cached belonged to whoever was there before. */
export function clearOwnerCaches(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => !KEEP.has(String(q.queryKey[0])) });
}

/** Clears the previous owner's caches and asks the gateway who is signed in now. */
export async function reloadUser(queryClient: QueryClient): Promise<User | null> {
  clearOwnerCaches(queryClient);
  return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
}

/** Who is signed in. Clerk's session is kept in step once, at the app root (`ClerkSessionSync`). */
export const useUser = () => useQuery(userQueryOptions());

import { User } from '@pill/proto/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in owner, or null when nobody is signed in (401 yields null here). */
export const getUser = async (): Promise<User | null> => {
  const body = await apiRequest('/api/auth/user', { on401: 'null' });
  return body === null ? null : User.parse(body);
};

export const userQueryKey = ['/api/auth/user'] as const;

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());

/** Caches that survive a change of user: the server config and the user query itself (it is overwritten). */
export const KEEP = new Set(['/api/config', '/api/auth/user']);

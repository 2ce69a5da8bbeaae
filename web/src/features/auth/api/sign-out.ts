import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ClerkUnavailableError, loadClerk } from '../../../lib/clerk-loader';
import { useConfig } from '../../config/api/get-config';
import { KEEP, userQueryKey } from './get-user';

export const signOut = async (): Promise<unknown> => apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });

/** Ends the Clerk session (loading Clerk if this page has not yet); the caller navigates. */
export const signOutOfClerk = async (publishableKey: string): Promise<void> => {
  const clerk = await loadClerk(publishableKey);
  // A callback instead of Clerk's own redirect: the caller knows where Sign Out leads.
  await clerk.signOut(async () => undefined);
};

export const useSignOut = () => {
  const queryClient = useQueryClient();
  const config = useConfig().data;
  const clerkKey = config?.authProvider === 'clerk' ? config.clerkPublishableKey : undefined;
  return useMutation({
    mutationFn: (): Promise<unknown> => (clerkKey ? signOutOfClerk(clerkKey) : signOut()),
    onSettled: (_data, error) => {
      // Clerk unreachable: the session is still alive, so the screen must not pretend otherwise.
      if (error instanceof ClerkUnavailableError) return;
      queryClient.removeQueries({ predicate: (q) => !KEEP.has(String(q.queryKey[0])) });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
};

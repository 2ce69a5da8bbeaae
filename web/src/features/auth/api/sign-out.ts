import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ClerkUnavailableError, loadClerk } from '../../../lib/clerk-loader';
import { useConfig } from '../../config/api/get-config';
import { clerkKeyOf } from '../lib/clerk-key';
import { clearOwnerCaches } from './get-user';
import { userQueryKey } from './keys';

export const signOut = async (): Promise<unknown> => apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });

/** Ends the Clerk session (loading Clerk if this page has not yet); the caller navigates. */
export const signOutOfClerk = async (publishableKey: string): Promise<void> => {
  const clerk = await loadClerk(publishableKey);
  // A callback instead of Clerk's own redirect: the caller knows where Sign Out leads.
  await clerk.signOut(async () => undefined);
};

export const useSignOut = () => {
  const queryClient = useQueryClient();
  const clerkKey = clerkKeyOf(useConfig().data);
  return useMutation({
    mutationFn: (): Promise<unknown> => (clerkKey ? signOutOfClerk(clerkKey) : signOut()),
    onSettled: async (_data, error) => {
      // Clerk unreachable: the session is still alive, so the screen must not pretend otherwise.
      if (error instanceof ClerkUnavailableError) return;
      clearOwnerCaches(queryClient);
      // A reload still in flight (Clerk's listener sees the session end) would put the old owner
      // back when its answer lands; cancelled, its answer is dropped.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearOwnerCaches } from './get-user';
import { userQueryKey } from './keys';

/** Local accounts: ends every session of this owner, on every device. */
export const signOutEverywhere = async (): Promise<unknown> => apiRequest('/api/auth/sign-out-everywhere', { method: 'POST', body: {} });

export const useSignOutEverywhere = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      clearOwnerCaches(queryClient);
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@pill/proto/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearOwnerCaches } from './get-user';
import { userQueryKey } from './keys';

/** Local accounts: erases the account and everything in it, confirmed with the password; the session ends. */
export const deleteAccount = async (body: DeleteAccountBody): Promise<unknown> => apiRequest('/api/auth/user', { method: 'DELETE', body });

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      clearOwnerCaches(queryClient);
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { KEEP, userQueryKey } from './get-user';

export const signOut = async (): Promise<unknown> => apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => !KEEP.has(String(q.queryKey[0])) });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
};

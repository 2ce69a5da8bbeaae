import { SignInBody } from '@pill/proto/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getUser, KEEP, userQueryKey } from './get-user';

export const signIn = async (body: SignInBody): Promise<unknown> =>
  apiRequest('/api/auth/sign-in/email', { method: 'POST', body: SignInBody.parse(body) });

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Whatever was cached belonged to whoever was signed in before.
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => !KEEP.has(String(q.queryKey[0])) });
      await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 });
    },
  });
};

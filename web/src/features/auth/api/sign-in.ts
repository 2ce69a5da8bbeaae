import { SignInBody } from '@pill/proto/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reloadUser } from './get-user';

export const signIn = async (body: SignInBody): Promise<unknown> =>
  apiRequest('/api/auth/sign-in/email', { method: 'POST', body: SignInBody.parse(body) });

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      await reloadUser(queryClient);
    },
  });
};

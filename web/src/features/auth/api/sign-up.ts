import { SignUpBody } from '@pill/proto/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reloadUser } from './get-user';

export const signUp = async (body: SignUpBody): Promise<unknown> =>
  apiRequest('/api/auth/sign-up/email', { method: 'POST', body: SignUpBody.parse(body) });

export const useSignUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async () => {
      await reloadUser(queryClient);
    },
  });
};

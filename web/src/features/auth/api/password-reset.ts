import { useMutation } from '@tanstack/react-query';
import { PasswordResetConfirmBody, PasswordResetRequestBody } from '@pill/proto/auth';
import { apiRequest } from '../../../lib/api-client';

/** Mails a reset link if the email has an account; the answer is the same either way. */
export const requestPasswordReset = async (body: PasswordResetRequestBody): Promise<unknown> =>
  apiRequest('/api/auth/password-reset', { method: 'POST', body: PasswordResetRequestBody.parse(body) });

/** Sets the new password with the mailed token; every session of the account ends. */
export const confirmPasswordReset = async (body: PasswordResetConfirmBody): Promise<unknown> =>
  apiRequest('/api/auth/password-reset/confirm', { method: 'POST', body: PasswordResetConfirmBody.parse(body) });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SubmissionPayload } from '../lib/answers';

export type SubmitFeedbackInput = { shortCode: string; body: SubmissionPayload; idempotencyKey: string };

/** The answer body is not read: a 2xx means the Thank You screen. */
export const submitFeedback = async ({ shortCode, body, idempotencyKey }: SubmitFeedbackInput): Promise<void> => {
  await apiRequest(`/api/public/feedback-links/${encodeURIComponent(shortCode)}/responses`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
};

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });

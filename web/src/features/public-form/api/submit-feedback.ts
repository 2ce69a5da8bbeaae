import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseReceipt, type Receipt } from '../../conversations/api/receipt';
import type { SubmissionPayload } from '../lib/answers';

export type SubmitFeedbackInput = { shortCode: string; body: SubmissionPayload; idempotencyKey: string };

/** A 2xx means the Thank You screen, with the receipt the answer carries. */
export const submitFeedback = async ({ shortCode, body, idempotencyKey }: SubmitFeedbackInput): Promise<Receipt> => {
  const answer = await apiRequest(`/api/public/feedback-links/${encodeURIComponent(shortCode)}/responses`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return parseReceipt(answer);
};

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });

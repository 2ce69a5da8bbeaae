import { WebhookCreated, type WebhookBody } from '@pill/proto/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys, webhooksPath } from './keys';

export const addWebhook = async (linkId: string, body: WebhookBody): Promise<WebhookCreated> =>
  WebhookCreated.parse(await apiRequest(webhooksPath(linkId), { method: 'POST', body }));

/** The answer holds the signing secret: the caller shows it once, nothing keeps it. */
export const useAddWebhook = (linkId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookBody) => addWebhook(linkId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.ofLink(linkId) }),
  });
};

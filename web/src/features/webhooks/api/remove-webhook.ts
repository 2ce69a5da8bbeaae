import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { webhookKeys, webhooksPath } from './keys';

export const removeWebhook = async (linkId: string, webhookId: string): Promise<unknown> =>
  apiRequest(`${webhooksPath(linkId)}/${encodeURIComponent(webhookId)}`, { method: 'DELETE' });

export const useRemoveWebhook = (linkId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => removeWebhook(linkId, webhookId),
    onSuccess: () => {
      toast({ title: 'Webhook removed', description: 'New submissions are no longer sent to it.' });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.ofLink(linkId) });
    },
    onError: (error) =>
      toast({ title: 'Could not remove the webhook', description: `${failureText(error)}. Try again.`, variant: 'destructive' }),
  });
};

import { WebhookDelivery } from '@pill/proto/webhook';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys, webhooksPath } from './keys';

export const getDeliveries = async (linkId: string, webhookId: string): Promise<WebhookDelivery[]> =>
  z.array(WebhookDelivery).parse(await apiRequest(`${webhooksPath(linkId)}/${encodeURIComponent(webhookId)}/deliveries`));

/** Read only while the log is open. */
export const useDeliveries = (linkId: string, webhookId: string, open: boolean) =>
  useQuery({ queryKey: webhookKeys.deliveries(linkId, webhookId), queryFn: () => getDeliveries(linkId, webhookId), enabled: open });

import { Webhook } from '@pill/proto/webhook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys, webhooksPath } from './keys';

export const getWebhooks = async (linkId: string): Promise<Webhook[]> => z.array(Webhook).parse(await apiRequest(webhooksPath(linkId)));

export const webhooksQueryOptions = (linkId: string) =>
  queryOptions({ queryKey: webhookKeys.ofLink(linkId), queryFn: () => getWebhooks(linkId) });

export const useWebhooks = (linkId: string) => useQuery(webhooksQueryOptions(linkId));

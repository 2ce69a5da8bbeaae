import { LinkBody, OwnerLink } from '@pill/proto/link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { input } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from './keys';

export type LinkInput = input<typeof LinkBody>;

export const createLink = async (body: LinkInput): Promise<OwnerLink> =>
  OwnerLink.parse(await apiRequest('/api/feedback-links', { method: 'POST', body: LinkBody.parse(body) }));

export const useCreateLink = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }) });
};

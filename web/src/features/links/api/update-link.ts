import { LinkBody, OwnerLink } from '@pill/proto/link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LinkInput } from './create-link';
import { linkKeys } from './keys';

export const updateLink = async ({ id, body }: { id: string; body: LinkInput }): Promise<OwnerLink> =>
  OwnerLink.parse(await apiRequest(`/api/feedback-links/${encodeURIComponent(id)}`, { method: 'PUT', body: LinkBody.parse(body) }));

export const useUpdateLink = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLink, onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }) });
};

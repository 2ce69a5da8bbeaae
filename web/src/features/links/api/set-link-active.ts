import { LinkActivationBody, type OwnerLink } from '@pill/proto/link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from './keys';

export const setLinkActive = async ({ id, isActive }: { id: string; isActive: boolean }): Promise<unknown> =>
  apiRequest(`/api/feedback-links/${encodeURIComponent(id)}`, { method: 'PATCH', body: LinkActivationBody.parse({ isActive }) });

/** The switch moves at once; a refusal puts it back. */
export const useSetLinkActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLinkActive,
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: linkKeys.all, exact: true });
      const before = queryClient.getQueryData<OwnerLink[]>(linkKeys.all);
      queryClient.setQueryData<OwnerLink[]>(linkKeys.all, (links) => links?.map((l) => (l.id === id ? { ...l, isActive } : l)));
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(linkKeys.all, context?.before);
      toast({ title: 'Error', description: 'Failed to update link status', variant: 'destructive' });
    },
    onSuccess: () => toast({ title: 'Success', description: 'Link status updated successfully!' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }),
  });
};

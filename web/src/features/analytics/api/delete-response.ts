import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from '../../links/api/keys';

export const deleteResponse = async (responseId: string): Promise<unknown> =>
  apiRequest(`/api/feedback-responses/${encodeURIComponent(responseId)}`, { method: 'DELETE' });

/** Afterwards the link's responses, analytics and AI analysis are fetched again. */
export const useDeleteResponse = (linkId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: () => {
      toast({ title: 'Response deleted', description: 'The feedback response has been removed' });
      // Every read of the answers (the list and its pages, all questions or one) is stale; those on screen are read again now.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: linkKeys.responses(linkId) }),
        ...[linkKeys.analytics(linkId), linkKeys.unified(linkId)].map((queryKey) => queryClient.refetchQueries({ queryKey, exact: true })),
      ]);
    },
    onError: () =>
      toast({ title: 'Delete failed', description: 'Unable to delete the response. Please try again.', variant: 'destructive' }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { linkKeys } from './keys';

export const deleteLink = async (id: string): Promise<unknown> =>
  apiRequest(`/api/feedback-links/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Feedback link deleted successfully!' });
      return queryClient.invalidateQueries({ queryKey: linkKeys.all });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete feedback link', variant: 'destructive' }),
  });
};

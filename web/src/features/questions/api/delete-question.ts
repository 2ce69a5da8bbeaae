import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { refreshQuestions } from './keys';

export const deleteQuestion = async (id: string): Promise<unknown> =>
  apiRequest(`/api/questions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Question deleted successfully!' });
      return refreshQuestions(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to delete question', variant: 'destructive' }),
  });
};

import { Question, QuestionBody } from '@pill/proto/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import type { QuestionInput } from './create-question';
import { refreshQuestions } from './keys';

export const updateQuestion = async ({ id, body }: { id: string; body: QuestionInput }): Promise<Question> =>
  Question.parse(await apiRequest(`/api/questions/${encodeURIComponent(id)}`, { method: 'PUT', body: QuestionBody.parse(body) }));

export const useUpdateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Question updated successfully!' });
      return refreshQuestions(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update question', variant: 'destructive' }),
  });
};

import { Question, QuestionBody } from '@pill/proto/question';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { input } from 'zod';
import { toast } from '../../../hooks/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { refreshQuestions } from './keys';

export type QuestionInput = input<typeof QuestionBody>;

export const createQuestion = async (body: QuestionInput): Promise<Question> =>
  Question.parse(await apiRequest('/api/questions', { method: 'POST', body: QuestionBody.parse(body) }));

export const useCreateQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Question created successfully!' });
      return refreshQuestions(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to create question', variant: 'destructive' }),
  });
};

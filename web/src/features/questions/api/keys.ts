import type { QueryClient } from '@tanstack/react-query';

export const questionKeys = {
  mine: ['/api/questions/user'] as const,
  categories: ['/api/questions/categories'] as const,
};

/** Question edits change the library, its categories and the links that show them. */
export const refreshQuestions = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => String(q.queryKey[0]).startsWith('/api/questions') || q.queryKey[0] === '/api/feedback-links',
  });

/** Cache keys are the request paths, so one prefix invalidation refreshes everything of a link. */
export const linkKeys = {
  all: ['/api/feedback-links'] as const,
  one: (id: string) => ['/api/feedback-links', id] as const,
  responses: (id: string) => ['/api/feedback-links', id, 'responses'] as const,
  /** The pages of answers read one after another (all questions, or one), under the responses key. */
  responsePages: (id: string, questionId: string | undefined) =>
    ['/api/feedback-links', id, 'responses', 'pages', questionId ?? 'all'] as const,
  analytics: (id: string) => ['/api/feedback-links', id, 'analytics'] as const,
  unified: (id: string) => ['/api/feedback-links', id, 'unified-analytics'] as const,
};

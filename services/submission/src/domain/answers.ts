import type { ClosingRules } from '@pill/proto/closing';
import { MESSAGES } from '@pill/proto/limits';
import { invalid } from '@pill/platform/errors';

export interface LinkForSubmission {
  linkId: string;
  ownerId: string;
  questions: Array<{ id: string; text: string }>;
  closing?: ClosingRules;
}

export interface PreparedAnswer {
  questionId: string;
  questionText: string;
  response: string;
}

/**
 * The answers worth keeping: blank ones are dropped, each must belong to a question of this
 * link, and at least one must remain. Each keeps the question's text as it was asked.
 */
export function prepareAnswers(link: LinkForSubmission, responses: Array<{ questionId: string; response: string }>): PreparedAnswer[] {
  const questions = new Map(link.questions.map((q) => [q.id, q.text]));
  const kept = responses.map((r) => ({ questionId: r.questionId, response: r.response.trim() })).filter((r) => r.response !== '');
  for (const r of kept) {
    if (!questions.has(r.questionId)) throw invalid('This form has changed since you opened it. Please reload the page and try again.');
  }
  if (kept.length === 0) throw invalid(MESSAGES.feedbackRequired);
  const order = link.questions.map((q) => q.id);
  return kept
    .sort((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId))
    .map((r) => ({ ...r, questionText: questions.get(r.questionId) as string }));
}

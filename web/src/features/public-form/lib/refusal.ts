import type { PublicLink } from '@pill/proto/link';
import { ApiError } from '../../../lib/api-client';

export const NAME_FIELD_ID = 'respondent-name';
export const answerFieldId = (questionId: string) => `answer-${questionId}`;

/**
 * The id of the form field a moderation refusal (`ModerationRefusal` in proto/common) concerns,
 * or undefined when the server named none (an older server) or a question this form does not
 * show. Read without zod: the public form's first load has a size budget.
 */
export function refusedFieldId(error: unknown, link: PublicLink): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  let refusal: Partial<Record<'field' | 'questionId', unknown>> | null;
  try {
    refusal = JSON.parse(error.bodyText);
  } catch {
    return undefined;
  }
  if (refusal?.field === 'respondentName') return NAME_FIELD_ID;
  const asked = link.questions.find(({ question }) => refusal?.field === 'response' && question.id === refusal.questionId);
  return asked && answerFieldId(asked.question.id);
}

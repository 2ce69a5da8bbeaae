import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { LIMITS, MESSAGES } from './limits';
import { omittedWhenBlank, requiredShownText, shownText } from './text';

export const KNOWN_CATEGORIES = {
  impact: 'Effectiveness and productivity',
  awareness: 'Blind spots and self-perception',
  habits: 'Interpersonal behaviors',
  leadership: 'Leadership and team dynamics',
  style: 'Communication and authenticity',
  general: 'General feedback questions',
  session: 'Session and presentation feedback',
} as const;
export type KnownCategory = keyof typeof KNOWN_CATEGORIES;
export const DEFAULT_CATEGORY = 'general';

export function describeCategory(category: string): string {
  return (KNOWN_CATEGORIES as Record<string, string>)[category] ?? 'Custom questions';
}

/** A category is free text, kept lower-case and trimmed; empty means general. */
export function normalizeCategory(raw: string | undefined | null): string {
  const value = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return value === '' ? DEFAULT_CATEGORY : value;
}

export const Question = z.object({
  id: Id,
  text: z.string(),
  subtext: z.string().optional(),
  category: z.string(),
  isDefault: z.boolean(),
  createdAt: IsoDateTime,
});
export type Question = z.infer<typeof Question>;

const required = (field: string, max: number, tooLong: string) =>
  requiredShownText(field, MESSAGES.questionFieldsRequired).max(max, tooLong);

/** POST /api/questions and PUT /api/questions/:id. */
export const QuestionBody = z.object({
  text: required('question', LIMITS.maxQuestionTextLength, MESSAGES.questionTextTooLong),
  subtext: omittedWhenBlank(
    shownText('subtext', { error: 'The subtext must be text.' }).max(LIMITS.maxQuestionSubtextLength, MESSAGES.subtextTooLong),
  ),
  category: required('category', LIMITS.maxCategoryLength, MESSAGES.categoryTooLong).transform(normalizeCategory),
});
export type QuestionBody = z.infer<typeof QuestionBody>;

export const QuestionList = z.array(Question);
export const CategoryList = z.array(z.string());

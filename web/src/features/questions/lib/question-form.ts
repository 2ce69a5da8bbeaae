import { MESSAGES } from '@pill/proto/limits';

export type QuestionDraft = { text: string; subtext: string; category: string; newCategory: string };
export const EMPTY_DRAFT: QuestionDraft = { text: '', subtext: '', category: '', newCategory: '' };

export type QuestionFormCheck = { ok: true; body: { text: string; subtext?: string; category: string } } | { ok: false; message: string };

/** Text and category are required after trimming; a typed new category wins over the picked one. */
export function checkQuestionDraft(draft: QuestionDraft): QuestionFormCheck {
  const text = draft.text.trim();
  const category = draft.newCategory.trim() || draft.category.trim();
  if (!text || !category) return { ok: false, message: MESSAGES.questionFieldsRequired };
  const subtext = draft.subtext.trim();
  return { ok: true, body: subtext ? { text, subtext, category } : { text, category } };
}

/** Questions grouped by category, in the order categories first appear. */
export function groupByCategory<Q extends { category: string }>(questions: readonly Q[]): Array<[string, Q[]]> {
  const groups = new Map<string, Q[]>();
  for (const q of questions) {
    const key = q.category.trim() || 'general';
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  return [...groups.entries()];
}

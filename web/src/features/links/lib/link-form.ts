import { LIMITS, MESSAGES } from '@pill/proto/limits';

export const DEFAULT_TITLE = 'Speak Freely - Your Feedback Matters!';

export function defaultSubtitle(firstName: string | undefined): string {
  return `This form is for providing ${firstName?.trim() || 'someone'} with your open and honest feedback.`;
}

/** The first two general-category questions, offered when a new pill starts empty. */
export function defaultSelection(questions: ReadonlyArray<{ id: string; category: string }>): string[] {
  return questions
    .filter((q) => (q.category.trim().toLowerCase() || 'general') === 'general')
    .slice(0, LIMITS.preselectedGeneralQuestions)
    .map((q) => q.id);
}

export type ToggleResult = { selected: string[]; limitReached: boolean };

/** Selecting appends to the order, deselecting removes; an eleventh question is refused. */
export function toggleQuestion(selected: readonly string[], id: string, limit: number = LIMITS.maxQuestionsPerLink): ToggleResult {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), limitReached: false };
  if (selected.length >= limit) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, id], limitReached: false };
}

/** Swaps a question with its neighbour; the first cannot move up, the last cannot move down. */
export function moveQuestion(selected: readonly string[], index: number, direction: -1 | 1): string[] {
  const target = index + direction;
  if (index < 0 || index >= selected.length || target < 0 || target >= selected.length) return [...selected];
  const next = [...selected];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export type LinkFormBody = { title: string; subtitle: string; questionIds: string[]; minResponses: number };
/** A failure names its field when its message belongs next to that field rather than in a toast. */
export type LinkFormCheck = { ok: true; body: LinkFormBody } | { ok: false; message: string; field?: 'minResponses' };

/** The threshold as typed: a whole number in range, else undefined. */
export function parseMinResponses(typed: string): number | undefined {
  const value = typed.trim();
  if (!/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= LIMITS.minResponses.min && n <= LIMITS.minResponses.max ? n : undefined;
}

/** Spec section 5: a trimmed title, at least one question; the order sent is the list's order. */
export function checkLinkForm(input: {
  title: string;
  subtitle: string;
  selected: readonly string[];
  minResponses: string;
}): LinkFormCheck {
  const title = input.title.trim();
  if (!title) return { ok: false, message: MESSAGES.titleRequired };
  if (input.selected.length === 0) return { ok: false, message: MESSAGES.questionRequired };
  if (input.selected.length > LIMITS.maxQuestionsPerLink) return { ok: false, message: MESSAGES.tooManyQuestions };
  const minResponses = parseMinResponses(input.minResponses);
  if (minResponses === undefined) return { ok: false, message: MESSAGES.minResponsesRange, field: 'minResponses' };
  return { ok: true, body: { title, subtitle: input.subtitle.trim(), questionIds: [...input.selected], minResponses } };
}

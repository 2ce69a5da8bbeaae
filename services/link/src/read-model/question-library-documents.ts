import type { QuestionEvent } from '@pill/proto/events';
import type { Question } from '@pill/proto/question';

type QuestionFields = { text: string; subtext?: string; category: string };

/** The default library as the question service last published it: one document for its stream. */
export interface DefaultLibrary {
  questions: Array<QuestionFields & { questionId: string }>;
  createdAt: string;
}

/** One owner's library as far as links need it: their questions, their versions of defaults, the defaults they hid. */
export interface OwnerLibrary {
  ownerId: string;
  customs: Record<string, QuestionFields & { createdAt: string }>;
  overrides: Record<string, QuestionFields>;
  hiddenDefaults: string[];
}

const fields = ({ text, subtext, category }: QuestionFields): QuestionFields => ({ text, ...(subtext ? { subtext } : {}), category });

export function evolveDefaultLibrary(current: DefaultLibrary | undefined, e: QuestionEvent): DefaultLibrary | null {
  if (e.type !== 'question.defaults-published') return current ?? null;
  return { questions: e.data.questions.map((q) => ({ questionId: q.questionId, ...fields(q) })), createdAt: e.data.createdAt };
}

/** Folds one event of an owner's library stream, the way the question service's decider does. */
export function evolveOwnerLibrary(current: OwnerLibrary | undefined, e: QuestionEvent): OwnerLibrary | null {
  if (e.type === 'question.defaults-published') return current ?? null;
  const { ownerId, questionId } = e.data;
  const next: OwnerLibrary = {
    ownerId,
    customs: { ...current?.customs },
    overrides: { ...current?.overrides },
    hiddenDefaults: [...(current?.hiddenDefaults ?? [])],
  };
  switch (e.type) {
    case 'question.created':
      next.customs[questionId] = { ...fields(e.data), createdAt: e.data.createdAt };
      break;
    case 'question.updated':
      if (e.data.isDefault) next.overrides[questionId] = fields(e.data);
      else if (Object.hasOwn(next.customs, questionId)) {
        next.customs[questionId] = { ...fields(e.data), createdAt: next.customs[questionId].createdAt };
      }
      break;
    case 'question.deleted':
      if (!e.data.isDefault) delete next.customs[questionId];
      else if (!next.hiddenDefaults.includes(questionId)) next.hiddenDefaults.push(questionId);
      break;
  }
  return next;
}

/** What the owner may put on a link: defaults (with their own edits, minus hidden ones), then their questions by age. */
export function visibleQuestions(defaults: DefaultLibrary | undefined, own: OwnerLibrary | undefined): Question[] {
  const hidden = new Set(own?.hiddenDefaults ?? []);
  const shown = (defaults?.questions ?? [])
    .filter((q) => !hidden.has(q.questionId))
    .map((q): Question => {
      const mine = own && Object.hasOwn(own.overrides, q.questionId) ? own.overrides[q.questionId] : undefined;
      return { id: q.questionId, ...fields(mine ?? q), isDefault: true, createdAt: defaults!.createdAt };
    });
  const customs = Object.entries(own?.customs ?? {})
    .map(([id, q]): Question => ({ id, ...fields(q), isDefault: false, createdAt: q.createdAt }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [...shown, ...customs];
}

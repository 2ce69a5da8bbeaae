import type { EventData } from '@pill/proto/events';
import type { QuestionBody } from '@pill/proto/question';
import { notFound } from '@pill/platform/errors';
import type { Decider } from '@pill/platform/event-sourcing/decider';
import { DEFAULT_QUESTIONS, type DefaultQuestion } from '../defaults/default-questions';

/**
 * An owner's question library: the shared defaults (which this owner may edit into their own
 * version, or hide) plus their custom questions. One stream per owner.
 */
export type LibraryEvent =
  | { type: 'question.created'; data: EventData<'question.created'> }
  | { type: 'question.updated'; data: EventData<'question.updated'> }
  | { type: 'question.deleted'; data: EventData<'question.deleted'> };

export interface OwnedQuestion {
  id: string;
  text: string;
  subtext?: string;
  category: string;
  isDefault: boolean;
  createdAt: string;
}

export interface LibraryState {
  customs: Map<string, OwnedQuestion>;
  overrides: Map<string, Pick<OwnedQuestion, 'text' | 'subtext' | 'category'>>;
  hiddenDefaults: Set<string>;
}

export type LibraryCommand =
  | { type: 'create'; ownerId: string; questionId: string; question: QuestionBody; createdAt: string }
  | { type: 'update'; ownerId: string; questionId: string; question: QuestionBody }
  | { type: 'delete'; ownerId: string; questionId: string }
  /** The owner's account is deleted: their questions go and their edits of defaults are undone. */
  | { type: 'erase'; ownerId: string };

const defaultsById = new Map<string, DefaultQuestion>(DEFAULT_QUESTIONS.map((q) => [q.id, q]));

const QUESTION_NOT_FOUND = 'Question not found';

export const libraryStreamId = (ownerId: string) => `question-library-${ownerId}`;

export const questionLibrary: Decider<LibraryCommand, LibraryEvent, LibraryState> = {
  initialState: () => ({ customs: new Map(), overrides: new Map(), hiddenDefaults: new Set() }),

  decide(command, state) {
    if (command.type === 'erase') return eraseLibrary(command.ownerId, state);
    const { ownerId, questionId } = command;
    const isDefault = defaultsById.has(questionId);
    const exists = isDefault ? !state.hiddenDefaults.has(questionId) : state.customs.has(questionId);
    switch (command.type) {
      case 'create':
        return [{ type: 'question.created', data: { ownerId, questionId, ...command.question, createdAt: command.createdAt } }];
      case 'update':
        if (!exists) throw notFound(QUESTION_NOT_FOUND);
        return [{ type: 'question.updated', data: { ownerId, questionId, ...command.question, isDefault } }];
      case 'delete':
        if (!exists) throw notFound(QUESTION_NOT_FOUND);
        return [{ type: 'question.deleted', data: { ownerId, questionId, isDefault } }];
    }
  },

  evolve(state, event) {
    const next: LibraryState = {
      customs: new Map(state.customs),
      overrides: new Map(state.overrides),
      hiddenDefaults: new Set(state.hiddenDefaults),
    };
    const d = event.data;
    switch (event.type) {
      case 'question.created':
        next.customs.set(d.questionId, {
          id: d.questionId,
          text: event.data.text,
          subtext: event.data.subtext,
          category: event.data.category,
          isDefault: false,
          createdAt: event.data.createdAt,
        });
        break;
      case 'question.updated': {
        const fields = { text: event.data.text, subtext: event.data.subtext, category: event.data.category };
        if (event.data.isDefault) next.overrides.set(d.questionId, fields);
        else {
          const existing = next.customs.get(d.questionId);
          if (existing) next.customs.set(d.questionId, { ...existing, ...fields });
        }
        break;
      }
      case 'question.deleted':
        if (event.data.isDefault) next.hiddenDefaults.add(d.questionId);
        else next.customs.delete(d.questionId);
        break;
    }
    return next;
  },
};

type Wording = { text: string; subtext?: string; category: string };
const isDefaultWording = (original: Wording, own: Wording) =>
  own.text === original.text && (own.subtext ?? '') === (original.subtext ?? '') && own.category === original.category;

/** True when the event's words are a default question's own: nothing of an owner to erase. */
export function restoresDefault(questionId: string, fields: Wording): boolean {
  const original = defaultsById.get(questionId);
  return Boolean(original && isDefaultWording(original, fields));
}

function eraseLibrary(ownerId: string, state: LibraryState): LibraryEvent[] {
  const customs = [...state.customs.keys()].map((questionId): LibraryEvent => ({
    type: 'question.deleted',
    data: { ownerId, questionId, isDefault: false },
  }));
  const restored = [...state.overrides.entries()].flatMap(([questionId, own]): LibraryEvent[] => {
    const original = defaultsById.get(questionId);
    if (!original || isDefaultWording(original, own)) return [];
    const fields = { text: original.text, subtext: original.subtext, category: original.category };
    return [{ type: 'question.updated', data: { ownerId, questionId, ...fields, isDefault: true } }];
  });
  return [...customs, ...restored];
}

/** What the owner sees: defaults (with their own edits, minus hidden ones), then their questions. */
export function visibleQuestions(state: LibraryState, defaultsCreatedAt: string): OwnedQuestion[] {
  const defaults = DEFAULT_QUESTIONS.filter((q) => !state.hiddenDefaults.has(q.id)).map((q) => {
    const own = state.overrides.get(q.id);
    return {
      id: q.id,
      text: own?.text ?? q.text,
      subtext: own ? own.subtext : q.subtext,
      category: own?.category ?? q.category,
      isDefault: true,
      createdAt: defaultsCreatedAt,
    };
  });
  const customs = [...state.customs.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [...defaults, ...customs];
}

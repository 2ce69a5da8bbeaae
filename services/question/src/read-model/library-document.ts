import type { PillEvent } from '@pill/proto/events';
import { questionLibrary, type LibraryState, type OwnedQuestion } from '../domain/question-library.decider';

/** An owner's library as stored: the decider's state in plain JSON (arrays and records, no Map or Set). */
export interface LibraryDocument {
  ownerId: string;
  /** In the order they were written, as the decider's map keeps them. */
  customs: OwnedQuestion[];
  /** The owner's own version of a default question, by its id. */
  overrides: Record<string, Pick<OwnedQuestion, 'text' | 'subtext' | 'category'>>;
  hiddenDefaults: string[];
}

export function toLibraryState(doc: LibraryDocument | undefined): LibraryState {
  if (!doc) return questionLibrary.initialState();
  return {
    customs: new Map(doc.customs.map((q) => [q.id, q])),
    overrides: new Map(Object.entries(doc.overrides)),
    hiddenDefaults: new Set(doc.hiddenDefaults),
  };
}

export function toLibraryDocument(ownerId: string, state: LibraryState): LibraryDocument {
  return {
    ownerId,
    customs: [...state.customs.values()],
    overrides: Object.fromEntries(state.overrides),
    hiddenDefaults: [...state.hiddenDefaults],
  };
}

/** Folds one event of a library stream with the decider's own evolve, so both sides agree on what a library is. */
export function evolveLibraryDocument(current: LibraryDocument | undefined, event: PillEvent): LibraryDocument | null {
  if (event.type !== 'question.created' && event.type !== 'question.updated' && event.type !== 'question.deleted') return current ?? null;
  return toLibraryDocument(event.data.ownerId, questionLibrary.evolve(toLibraryState(current), event));
}

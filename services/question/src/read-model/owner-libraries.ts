import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { StreamCursor } from '@pill/platform/projection/stream-cursor';
import { KNOWN_CATEGORIES } from '@pill/proto/question';
import { DEFAULT_QUESTIONS_CREATED_AT } from '../defaults/default-questions';
import { LibraryEvent, LibraryState, OwnedQuestion, questionLibrary, visibleQuestions } from '../domain/question-library.decider';

/** Read model: every owner's library, folded from question events. */
@Injectable()
export class OwnerLibraries {
  private readonly libraries = new Map<string, LibraryState>();
  private readonly cursor = new StreamCursor();

  apply(event: StoredEvent): void {
    if (!event.type.startsWith('question.') || !this.cursor.advance(event)) return;
    const e = event as unknown as LibraryEvent;
    const ownerId = e.data.ownerId;
    this.libraries.set(ownerId, questionLibrary.evolve(this.libraries.get(ownerId) ?? questionLibrary.initialState(), e));
  }

  visible(ownerId: string): OwnedQuestion[] {
    return visibleQuestions(this.libraries.get(ownerId) ?? questionLibrary.initialState(), DEFAULT_QUESTIONS_CREATED_AT);
  }

  /** The known categories first, then the owner's own ones alphabetically. */
  categories(ownerId: string): string[] {
    const known = Object.keys(KNOWN_CATEGORIES);
    const own = new Set(this.visible(ownerId).map((q) => q.category).filter((c) => !known.includes(c)));
    return [...known, ...[...own].sort()];
  }
}

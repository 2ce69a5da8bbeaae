import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { KNOWN_CATEGORIES } from '@pill/proto/question';
import { DEFAULT_QUESTIONS_CREATED_AT } from '../defaults/default-questions';
import { libraryStreamId, type OwnedQuestion, visibleQuestions } from '../domain/question-library.decider';
import { evolveLibraryDocument, toLibraryState, type LibraryDocument } from './library-document';

/** Read model: every owner's library, one document per library stream in the projection store. */
@Injectable()
export class OwnerLibraries {
  private readonly libraries: ProjectionCollection<LibraryDocument>;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.libraries = store.collection<LibraryDocument>({ name: 'owner-libraries' });
  }

  async apply(event: ReceivedEvent): Promise<void> {
    // The published defaults belong to no owner: this service reads them from code.
    if (!event.type.startsWith('question.') || event.type === 'question.defaults-published') return;
    await this.libraries.apply(event.streamId, event.streamVersion, (current) => evolveLibraryDocument(current, event));
  }

  async visible(ownerId: string): Promise<OwnedQuestion[]> {
    return visibleQuestions(toLibraryState(await this.libraries.get(libraryStreamId(ownerId))), DEFAULT_QUESTIONS_CREATED_AT);
  }

  /** The known categories first, then the owner's own ones alphabetically. */
  async categories(ownerId: string): Promise<string[]> {
    const known = Object.keys(KNOWN_CATEGORIES);
    const own = new Set((await this.visible(ownerId)).map((q) => q.category).filter((c) => !known.includes(c)));
    return [...known, ...[...own].sort()];
  }
}

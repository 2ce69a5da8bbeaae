import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { QuestionEvent } from '@pill/proto/events';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { Question } from '@pill/proto/question';
import {
  evolveDefaultLibrary,
  evolveOwnerLibrary,
  visibleQuestions,
  type DefaultLibrary,
  type OwnerLibrary,
} from './question-library-documents';

/**
 * This service's projection of the question libraries, from question events: which questions an
 * owner may put on a link, and their fields for the edit view. No call to the question service.
 */
@Injectable()
export class QuestionLibrary {
  private readonly defaults: ProjectionCollection<DefaultLibrary>;
  private readonly owners: ProjectionCollection<OwnerLibrary>;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.defaults = store.collection<DefaultLibrary>({ name: 'default-questions' });
    this.owners = store.collection<OwnerLibrary>({ name: 'owner-questions', indexes: { ownerId: (l) => l.ownerId } });
  }

  async apply(event: ReceivedEvent<QuestionEvent['type']>): Promise<void> {
    if (event.type === 'question.defaults-published') {
      // Whatever the stream is called, there is one default library: the latest published wins.
      await this.defaults.apply('defaults', event.streamVersion, (current) => evolveDefaultLibrary(current, event));
    } else {
      await this.owners.apply(event.streamId, event.streamVersion, (current) => evolveOwnerLibrary(current, event));
    }
  }

  async visible(ownerId: string): Promise<Question[]> {
    // Found by owner rather than by stream id: the library's stream naming belongs to the question service.
    const [defaults, own] = await Promise.all([this.defaults.get('defaults'), this.owners.findBy('ownerId', ownerId)]);
    return visibleQuestions(defaults, own[0]?.data);
  }
}

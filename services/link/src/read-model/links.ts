import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { linkStreamId } from '../domain/link.decider';
import { evolveLink, evolveQuestionTexts, type LinkView, type QuestionTexts } from './link-documents';

export type { LinkView } from './link-documents';

/**
 * Read model of links (owner and public views) and of the current text of every owner's
 * questions, so a question's edit reaches that owner's links. Both live in the projection store,
 * one document per event stream, so any replica serves them and they outlive the bus's retention.
 */
@Injectable()
export class Links {
  private readonly links: ProjectionCollection<LinkView>;
  private readonly questionTexts: ProjectionCollection<QuestionTexts>;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.links = store.collection<LinkView>({ name: 'links', indexes: { ownerId: (l) => l.ownerId, shortCode: (l) => l.shortCode } });
    this.questionTexts = store.collection<QuestionTexts>({ name: 'question-texts', indexes: { ownerId: (t) => t.ownerId } });
  }

  /** Folds an event of a link stream or of a question library stream; anything else (visits) is not read here. */
  async apply(event: ReceivedEvent): Promise<void> {
    if (event.type.startsWith('question.')) {
      await this.questionTexts.apply(event.streamId, event.streamVersion, (current) => evolveQuestionTexts(current, event));
    } else if (event.type.startsWith('link.') && event.type !== 'link.visited') {
      await this.links.apply(event.streamId, event.streamVersion, (current) => evolveLink(current, event));
    }
  }

  get(linkId: string): Promise<LinkView | undefined> {
    return this.links.get(linkStreamId(linkId));
  }

  async findByShortCode(shortCode: string): Promise<LinkView | undefined> {
    return (await this.links.findBy('shortCode', shortCode))[0]?.data;
  }

  /** Newest first. */
  async ownedBy(ownerId: string): Promise<LinkView[]> {
    const found = (await this.links.findBy('ownerId', ownerId)).map((d) => d.data);
    return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  }

  /** Only live links hold a short code: a deleted link's code is free again. */
  async shortCodeTaken(shortCode: string): Promise<boolean> {
    return (await this.links.findBy('shortCode', shortCode)).length > 0;
  }

  /** The current text of each question this owner has written or edited, by question id. */
  async questionTextsOf(ownerId: string): Promise<QuestionTexts['texts']> {
    // Found by owner rather than by stream id: the library's stream naming belongs to the question service.
    const libraries = await this.questionTexts.findBy('ownerId', ownerId);
    return Object.fromEntries(libraries.flatMap((l) => Object.entries(l.data.texts)));
  }
}

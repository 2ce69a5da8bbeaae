import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isDomainError } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { link, linkStreamId } from '../domain/link.decider';
import { Links } from '../read-model/links';

/** A deleted account's links: each deleted as its owner would, so its answers and analyses follow. */
export class EraseOwnerLinks extends Command<void> {
  constructor(readonly ownerId: string) {
    super();
  }
}

type LinkData = { ownerName?: string; title: string; subtitle?: string; questions: Array<{ questionId: string }> };

/** What the store keeps of an erased owner's link: its ids and short code, none of their words or name. */
export function withoutOwnerWords(event: Pick<StoredEvent, 'type' | 'data'>): unknown {
  if (event.type !== 'link.created' && event.type !== 'link.updated') return event.data;
  const { ownerName: _name, subtitle: _subtitle, ...data } = event.data as LinkData;
  return { ...data, title: '', questions: data.questions.map((q) => ({ questionId: q.questionId, text: '' })) };
}

@CommandHandler(EraseOwnerLinks)
export class EraseOwnerLinksHandler implements ICommandHandler<EraseOwnerLinks> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: Links,
  ) {}

  /** Safe to repeat: a link already deleted (a redelivery, a replay at start) is only redacted again. */
  async execute({ ownerId }: EraseOwnerLinks): Promise<void> {
    for (const { id: linkId } of await this.links.ownedBy(ownerId)) {
      try {
        await this.streams.execute(linkStreamId(linkId), link, { type: 'delete', linkId, ownerId });
      } catch (error) {
        if (!isDomainError(error) || error.code !== 'NOT_FOUND') throw error;
      }
      await this.streams.store.redactStream(linkStreamId(linkId), withoutOwnerWords);
    }
  }
}

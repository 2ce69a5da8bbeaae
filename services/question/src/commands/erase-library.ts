import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { libraryStreamId, questionLibrary, restoresDefault } from '../domain/question-library.decider';

/** A deleted account's question library: custom questions deleted, edits of defaults undone, their words gone from the store. */
export class EraseLibrary extends Command<void> {
  constructor(readonly ownerId: string) {
    super();
  }
}

type Worded = { questionId: string; text: string; subtext?: string; category: string };

/** No words of the owner's stay in the store; the defaults' own wording (an edit undone) does. */
export function withoutOwnerWords(event: Pick<StoredEvent, 'type' | 'data'>): unknown {
  if (event.type !== 'question.created' && event.type !== 'question.updated') return event.data;
  const data = event.data as Worded;
  if (restoresDefault(data.questionId, data)) return event.data;
  const { subtext: _subtext, ...rest } = data;
  return { ...rest, text: '', category: '' };
}

@CommandHandler(EraseLibrary)
export class EraseLibraryHandler implements ICommandHandler<EraseLibrary> {
  constructor(private readonly streams: EventSourcedStreams) {}

  /** Safe to repeat: an erased library decides nothing more, and redacting it again changes nothing. */
  async execute({ ownerId }: EraseLibrary): Promise<void> {
    const streamId = libraryStreamId(ownerId);
    await this.streams.execute(streamId, questionLibrary, { type: 'erase', ownerId });
    await this.streams.store.redactStream(streamId, withoutOwnerWords);
  }
}

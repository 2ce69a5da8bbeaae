import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { DomainError, notFound } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { ConversationMessage } from '@pill/proto/conversation';
import { CONVERSATION_NOT_FOUND, redactedData, submission, submissionStreamId } from '../domain/submission.decider';
import { MODERATOR, type Moderator } from '../moderation/moderator.port';
import { ownerViewOfMessages } from '../read-model/conversation-documents';
import { Conversations } from '../read-model/conversations';

export class AddMessage extends Command<ConversationMessage> {
  /** `by` is the respondent's receipt code hash, or the owner and their submission's id. */
  constructor(
    readonly by: { codeHash: string } | { ownerId: string; submissionId: string },
    readonly text: string,
  ) {
    super();
  }
}
export class ReadThread extends Command<ConversationMessage[]> {
  constructor(
    readonly ownerId: string,
    readonly submissionId: string,
  ) {
    super();
  }
}
export class EraseByRespondent extends Command<{ ok: true }> {
  constructor(readonly codeHash: string) {
    super();
  }
}

@CommandHandler(AddMessage)
export class AddMessageHandler implements ICommandHandler<AddMessage> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly conversations: Conversations,
    @Inject(MODERATOR) private readonly moderator: Moderator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ by, text }: AddMessage): Promise<ConversationMessage> {
    const owner = 'ownerId' in by;
    const conversation = owner
      ? await this.conversations.ofOwner(by.ownerId, by.submissionId)
      : await this.conversations.byReceipt(by.codeHash);
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    // Both sides are moderated like answers: the owner's words reach an anonymous person too.
    const verdict = await this.moderator.check([text]);
    if (!verdict.allowed) throw new DomainError('MODERATION_REFUSED', verdict.message, { kind: verdict.kind, field: 'text' });
    const from = owner ? 'owner' : 'respondent';
    const sentAt = this.clock.now().toISOString();
    await this.streams.execute(submissionStreamId(conversation.submissionId), submission, {
      type: 'add-message',
      from,
      ...(owner ? { ownerId: by.ownerId } : {}),
      text,
      sentAt,
    });
    return { from, text, sentAt };
  }
}

/** The owner reads a thread: it is marked read, and a respondent's times show at the hour. */
@CommandHandler(ReadThread)
export class ReadThreadHandler implements ICommandHandler<ReadThread> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly conversations: Conversations,
  ) {}

  async execute({ ownerId, submissionId }: ReadThread): Promise<ConversationMessage[]> {
    const conversation = await this.conversations.ofOwner(ownerId, submissionId);
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    await this.streams.execute(submissionStreamId(submissionId), submission, { type: 'mark-read', ownerId });
    return ownerViewOfMessages(conversation);
  }
}

/** The respondent erases their own submission: the same erasure as a deleted link's, then the code leads nowhere. */
@CommandHandler(EraseByRespondent)
export class EraseByRespondentHandler implements ICommandHandler<EraseByRespondent> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly conversations: Conversations,
  ) {}

  async execute({ codeHash }: EraseByRespondent): Promise<{ ok: true }> {
    const conversation = await this.conversations.byReceipt(codeHash);
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    const streamId = submissionStreamId(conversation.submissionId);
    await this.streams.execute(streamId, submission, { type: 'erase' });
    await this.streams.store.redactStream(streamId, redactedData);
    return { ok: true };
  }
}

export const CONVERSATION_COMMAND_HANDLERS = [AddMessageHandler, ReadThreadHandler, EraseByRespondentHandler];

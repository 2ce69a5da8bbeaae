import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { notFound } from '@pill/platform/errors';
import { HandleMessage } from '@pill/platform/nest/handlers';
import { answer } from '@pill/platform/transport/rpc';
import { CONVERSATION } from '@pill/proto/messages';
import { AddMessage, EraseByRespondent, ReadThread } from './commands/conversation-commands';
import { CONVERSATION_NOT_FOUND } from './domain/submission.decider';
import { Conversations } from './read-model/conversations';
import { KnownLinks } from './read-model/known-links';

/** A submission's conversation: the respondent comes by receipt code hash, the owner by submission id. */
@Controller()
export class ConversationMessages {
  constructor(
    private readonly commands: CommandBus,
    private readonly conversations: Conversations,
    private readonly links: KnownLinks,
  ) {}

  @HandleMessage(CONVERSATION.forRespondent.pattern)
  forRespondent(@Payload() raw: unknown) {
    return answer(CONVERSATION.forRespondent, raw, async ({ codeHash }) => {
      const conversation = await this.conversations.byReceipt(codeHash);
      if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
      return {
        title: await this.links.titleOf(conversation.linkId),
        answers: conversation.answers.filter((a) => a.response).map(({ question, response }) => ({ question, response })),
        messages: conversation.messages,
      };
    });
  }

  @HandleMessage(CONVERSATION.respondentMessage.pattern)
  respondentMessage(@Payload() raw: unknown) {
    return answer(CONVERSATION.respondentMessage, raw, ({ codeHash, text }) => this.commands.execute(new AddMessage({ codeHash }, text)));
  }

  @HandleMessage(CONVERSATION.erase.pattern)
  erase(@Payload() raw: unknown) {
    return answer(CONVERSATION.erase, raw, ({ codeHash }) => this.commands.execute(new EraseByRespondent(codeHash)));
  }

  @HandleMessage(CONVERSATION.forOwner.pattern)
  forOwner(@Payload() raw: unknown) {
    return answer(CONVERSATION.forOwner, raw, ({ ownerId, submissionId }) => this.commands.execute(new ReadThread(ownerId, submissionId)));
  }

  @HandleMessage(CONVERSATION.ownerMessage.pattern)
  ownerMessage(@Payload() raw: unknown) {
    return answer(CONVERSATION.ownerMessage, raw, ({ ownerId, submissionId, text }) =>
      this.commands.execute(new AddMessage({ ownerId, submissionId }, text)),
    );
  }

  @HandleMessage(CONVERSATION.threadsOfLink.pattern)
  threadsOfLink(@Payload() raw: unknown) {
    return answer(CONVERSATION.threadsOfLink, raw, async ({ ownerId, linkId }) => {
      if (!(await this.links.isOwnedBy(linkId, ownerId))) throw notFound('Feedback link not found');
      return this.conversations.threadsOfLink(ownerId, linkId);
    });
  }
}

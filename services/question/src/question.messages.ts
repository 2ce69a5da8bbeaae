import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { HandleEvent, HandleMessage } from '@pill/platform/nest/handlers';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { AccountEvent, QuestionEvent } from '@pill/proto/events';
import { answer } from '@pill/platform/transport/rpc';
import { QUESTION } from '@pill/proto/messages';
import type { Question } from '@pill/proto/question';
import { TOPICS } from '@pill/proto/topics';
import { EraseLibrary } from './commands/erase-library';
import { CreateQuestion, DeleteQuestion, UpdateQuestion } from './commands/question-commands';
import { OwnerLibraries } from './read-model/owner-libraries';

/** The question service's messages: commands go through the command bus, queries read the projection. */
@Controller()
export class QuestionMessages {
  constructor(
    private readonly commands: CommandBus,
    private readonly libraries: OwnerLibraries,
  ) {}

  @HandleMessage(QUESTION.listVisible.pattern)
  listVisible(@Payload() raw: unknown) {
    return answer(QUESTION.listVisible, raw, async ({ ownerId }) =>
      (await this.libraries.visible(ownerId)).map((q): Question => ({ ...q, ...(q.subtext ? {} : { subtext: undefined }) })),
    );
  }

  @HandleMessage(QUESTION.categories.pattern)
  categories(@Payload() raw: unknown) {
    return answer(QUESTION.categories, raw, async ({ ownerId }) => this.libraries.categories(ownerId));
  }

  @HandleMessage(QUESTION.create.pattern)
  create(@Payload() raw: unknown) {
    return answer(QUESTION.create, raw, (p) => this.commands.execute(new CreateQuestion(p.ownerId, p.question)));
  }

  @HandleMessage(QUESTION.update.pattern)
  update(@Payload() raw: unknown) {
    return answer(QUESTION.update, raw, (p) => this.commands.execute(new UpdateQuestion(p.ownerId, p.questionId, p.question)));
  }

  @HandleMessage(QUESTION.delete.pattern)
  delete(@Payload() raw: unknown) {
    return answer(QUESTION.delete, raw, (p) => this.commands.execute(new DeleteQuestion(p.ownerId, p.questionId)));
  }

  /** A deleted account's questions and edits go with it. */
  @HandleEvent(TOPICS.account)
  async onAccountEvent(@Payload() event: ReceivedEvent<AccountEvent['type']>) {
    if (event.type === 'account.deleted') await this.commands.execute(new EraseLibrary(event.data.ownerId));
  }

  @HandleEvent(TOPICS.question)
  onQuestionEvent(@Payload() event: ReceivedEvent<QuestionEvent['type']>) {
    return this.libraries.apply(event);
  }
}

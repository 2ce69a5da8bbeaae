import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { notFound } from '@pill/platform/errors';
import type { Question, QuestionBody } from '@pill/proto/question';
import { libraryStreamId, questionLibrary, type OwnedQuestion } from '../domain/question-library.decider';
import { OwnerLibraries } from '../read-model/owner-libraries';

export class CreateQuestion extends Command<Question> {
  constructor(
    readonly ownerId: string,
    readonly question: QuestionBody,
  ) {
    super();
  }
}
export class UpdateQuestion extends Command<Question> {
  constructor(
    readonly ownerId: string,
    readonly questionId: string,
    readonly question: QuestionBody,
  ) {
    super();
  }
}
export class DeleteQuestion extends Command<{ ok: true }> {
  constructor(
    readonly ownerId: string,
    readonly questionId: string,
  ) {
    super();
  }
}

const toQuestion = (q: OwnedQuestion | undefined): Question => {
  if (!q) throw notFound('Question not found');
  return {
    id: q.id,
    text: q.text,
    ...(q.subtext ? { subtext: q.subtext } : {}),
    category: q.category,
    isDefault: q.isDefault,
    createdAt: q.createdAt,
  };
};

@CommandHandler(CreateQuestion)
export class CreateQuestionHandler implements ICommandHandler<CreateQuestion> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly libraries: OwnerLibraries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, question }: CreateQuestion): Promise<Question> {
    const questionId = this.ids.newId();
    const createdAt = this.clock.now().toISOString();
    await this.streams.execute(libraryStreamId(ownerId), questionLibrary, { type: 'create', ownerId, questionId, question, createdAt });
    return toQuestion((await this.libraries.visible(ownerId)).find((q) => q.id === questionId));
  }
}

@CommandHandler(UpdateQuestion)
export class UpdateQuestionHandler implements ICommandHandler<UpdateQuestion> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly libraries: OwnerLibraries,
  ) {}

  async execute({ ownerId, questionId, question }: UpdateQuestion): Promise<Question> {
    await this.streams.execute(libraryStreamId(ownerId), questionLibrary, { type: 'update', ownerId, questionId, question });
    return toQuestion((await this.libraries.visible(ownerId)).find((q) => q.id === questionId));
  }
}

@CommandHandler(DeleteQuestion)
export class DeleteQuestionHandler implements ICommandHandler<DeleteQuestion> {
  constructor(private readonly streams: EventSourcedStreams) {}

  async execute({ ownerId, questionId }: DeleteQuestion): Promise<{ ok: true }> {
    await this.streams.execute(libraryStreamId(ownerId), questionLibrary, { type: 'delete', ownerId, questionId });
    return { ok: true };
  }
}

export const QUESTION_COMMAND_HANDLERS = [CreateQuestionHandler, UpdateQuestionHandler, DeleteQuestionHandler];

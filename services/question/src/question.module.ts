import { DynamicModule, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { PlatformModule, type ServiceContext } from '@pill/platform/nest/platform.module';
import { EraseLibraryHandler } from './commands/erase-library';
import { QUESTION_COMMAND_HANDLERS } from './commands/question-commands';
import { publishDefaults } from './defaults/publish-defaults';
import { QuestionMessages } from './question.messages';
import { OwnerLibraries } from './read-model/owner-libraries';

@Module({})
export class QuestionServiceModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly libraries: OwnerLibraries,
  ) {}

  /** Read-your-writes: the service's own projection sees its events as soon as they are stored. */
  onModuleInit(): void {
    this.streams.afterAppend(async (events) => {
      for (const event of events) await this.libraries.apply(event);
    });
  }

  /** The default library is data the other services project: published at start when it changed. */
  async onApplicationBootstrap(): Promise<void> {
    await publishDefaults(this.streams);
  }

  static register(ctx: Omit<ServiceContext, 'service'>): DynamicModule {
    return {
      module: QuestionServiceModule,
      imports: [PlatformModule.forService({ ...ctx, service: 'question' }, { eventSourced: true }), CqrsModule.forRoot()],
      controllers: [QuestionMessages],
      providers: [OwnerLibraries, ...QUESTION_COMMAND_HANDLERS, EraseLibraryHandler],
    };
  }
}

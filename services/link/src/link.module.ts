import { DynamicModule, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { PlatformModule, type ServiceContext } from '@pill/platform/nest/platform.module';
import { EraseOwnerLinksHandler } from './commands/erase-owner-links';
import { LINK_COMMAND_HANDLERS } from './commands/link-commands';
import { QuestionResolver } from './commands/question-resolver';
import { LinkMessages } from './link.messages';
import { Links } from './read-model/links';
import { QuestionLibrary } from './read-model/question-library';

@Module({})
export class LinkServiceModule implements OnModuleInit {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: Links,
  ) {}

  /** Read-your-writes: the owner sees a saved link at once, before the bus delivers it. */
  onModuleInit(): void {
    this.streams.afterAppend(async (events) => {
      for (const event of events) await this.links.apply(event);
    });
  }

  static register(ctx: Omit<ServiceContext, 'service'>): DynamicModule {
    return {
      module: LinkServiceModule,
      imports: [PlatformModule.forService({ ...ctx, service: 'link' }, { eventSourced: true }), CqrsModule.forRoot()],
      controllers: [LinkMessages],
      providers: [Links, QuestionLibrary, QuestionResolver, ...LINK_COMMAND_HANDLERS, EraseOwnerLinksHandler],
    };
  }
}

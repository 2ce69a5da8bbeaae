import { DynamicModule, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { moderationEncoder } from '@pill/platform/encoder/worker-encoder';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { INFRASTRUCTURE, type Infrastructure } from '@pill/platform/infrastructure';
import { PlatformModule, type ServiceContext } from '@pill/platform/nest/platform.module';
import { SUBMISSION_COMMAND_HANDLERS } from './commands/submission-commands';
import { INTAKE_CAPS, LinkIntake } from './intake/link-intake';
import { createModerator } from './moderation/create-moderator';
import { MODERATOR } from './moderation/moderator.port';
import { KnownLinks } from './read-model/known-links';
import { Conversations } from './read-model/conversations';
import { Submissions } from './read-model/submissions';
import { ConversationMessages } from './conversation.messages';
import { SubmissionMessages } from './submission.messages';
import { createWebhookStore } from './webhooks/create-webhook-store';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import { WebhookMessages } from './webhooks/webhook-messages';
import { WebhookOutbox } from './webhooks/webhook-outbox';
import { WEBHOOK_SETTINGS, webhookSettings } from './webhooks/webhook-settings';
import { WEBHOOK_STORE } from './webhooks/webhook-store.port';
import { SubmissionMetrics } from './submission-metrics';

@Module({})
export class SubmissionServiceModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly submissions: Submissions,
    private readonly conversations: Conversations,
  ) {}

  /** Read-your-writes: an owner's delete shows at once, before the bus delivers it. */
  onModuleInit(): void {
    this.streams.afterAppend(async (events) => {
      for (const event of events) {
        await this.submissions.apply(event);
        await this.conversations.apply(event);
      }
    });
  }

  /** Moderation's encoder thread stops with the service, after the text it is reading. */
  async onApplicationShutdown(): Promise<void> {
    await moderationEncoder().close();
  }

  static register(ctx: Omit<ServiceContext, 'service'>): DynamicModule {
    const moderator = createModerator({ openaiApiKey: ctx.config.OPENAI_API_KEY, openaiBaseUrl: ctx.config.OPENAI_BASE_URL });
    return {
      module: SubmissionServiceModule,
      imports: [PlatformModule.forService({ ...ctx, service: 'submission' }, { eventSourced: true }), CqrsModule.forRoot()],
      controllers: [SubmissionMessages, WebhookMessages, ConversationMessages],
      providers: [
        Submissions,
        Conversations,
        KnownLinks,
        LinkIntake,
        { provide: MODERATOR, useValue: moderator },
        {
          provide: SubmissionMetrics,
          useFactory: (infra: Infrastructure) => new SubmissionMetrics(infra.metrics),
          inject: [INFRASTRUCTURE],
        },
        ...SUBMISSION_COMMAND_HANDLERS,
        { provide: WEBHOOK_STORE, useFactory: () => createWebhookStore(ctx) },
        { provide: WEBHOOK_SETTINGS, useValue: webhookSettings(ctx.config) },
        WebhookOutbox,
        WebhookDispatcher,
        {
          provide: INTAKE_CAPS,
          useValue: { submissions: ctx.config.DAILY_SUBMISSIONS_PER_LINK, bytes: ctx.config.DAILY_BYTES_PER_LINK },
        },
      ],
    };
  }
}

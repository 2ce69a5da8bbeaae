import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { join } from 'node:path';
import type { Registry } from 'prom-client';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { INFRASTRUCTURE, type Infrastructure } from '@pill/platform/infrastructure';
import { CONFIG, type Config } from '@pill/platform/config';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { PlatformModule, type ServiceContext } from '@pill/platform/nest/platform.module';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { ApiKeys } from './api-keys/api-keys';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { ACCOUNT_STORE, type AccountStore } from './auth/account-store.port';
import { AUTH_PROVIDER } from './auth/auth-provider.port';
import { AuthController } from './auth/auth.controller';
import { ClerkAuthProvider } from './auth/clerk-auth.provider';
import { ClerkWebhooksController } from './auth/clerk-webhooks.controller';
import { LocalAuthService } from './auth/local-auth.service';
import { PasswordResets } from './auth/password-resets';
import { SqliteAccountStore } from './auth/sqlite-account-store';
import { OwnerConversationsController } from './conversations/owner-conversations.controller';
import { PublicConversationsController } from './conversations/public-conversations.controller';
import { DomainExceptionFilter } from './http/domain-exception.filter';
import { MAILER, SmtpMailer } from './mail/mailer';
import { LinkNotifications } from './notifications/link-notifications';
import { NotificationScheduler } from './notifications/notification-scheduler';
import { NOTIFICATION_STORE } from './notifications/notification-store.port';
import { NotificationsController } from './notifications/notifications.controller';
import { openNotificationStore } from './notifications/open-notification-store';
import { WEB_APP, type WebApp } from './http/web-app';
import { ClosingStatus } from './links/closing-status';
import { ExportController } from './links/export/export.controller';
import { LinksController } from './links/links.controller';
import { QrController } from './links/qr/qr.controller';
import { ApiDocsController } from './ops/api-docs.controller';
import { WebhooksController } from './links/webhooks.controller';
import { GatewayEvents } from './ops/gateway-events.controller';
import { METRICS_REGISTRY, OpsController } from './ops/ops.controller';
import { Readiness } from './ops/readiness';
import { AccountDeletion } from './owners/account-deletion';
import { AccountEvents } from './owners/account-events.controller';
import { OwnerAccounts } from './owners/owner-accounts';
import { OwnerGuard } from './owners/owner.guard';
import { SampleSeeder } from './owners/sample-seeder';
import { PublicController } from './public/public.controller';
import { PublicPageController } from './public/public-page.controller';
import { ReadYourWrites } from './http/read-your-writes';
import { PublicLinkCache } from './public/public-link-cache';
import { RecaptchaVerifier } from './public/recaptcha';
import { CLUSTER_SUBMISSIONS_IN_FLIGHT, SubmissionsInFlight } from './public/submissions-in-flight';
import { VisitCounter } from './public/visit-counter';
import { QuestionsController } from './questions/questions.controller';

export interface GatewayContext extends Omit<ServiceContext, 'service'> {
  metrics: Registry;
  web: WebApp;
  /** Where accounts live; embedded: a SQLite file under DATA_DIR. */
  accounts?: AccountStore;
}

@Module({})
export class GatewayModule {
  static register(ctx: GatewayContext): DynamicModule {
    const accounts = ctx.accounts ?? new SqliteAccountStore(join(ctx.config.DATA_DIR, 'gateway.accounts.sqlite'));
    return {
      module: GatewayModule,
      imports: [PlatformModule.forService({ ...ctx, service: 'gateway' }, { eventSourced: true })],
      controllers: [
        AuthController,
        ClerkWebhooksController,
        LinksController,
        ExportController,
        QrController,
        WebhooksController,
        NotificationsController,
        QuestionsController,
        PublicController,
        PublicPageController,
        PublicConversationsController,
        OwnerConversationsController,
        OpsController,
        GatewayEvents,
        AccountEvents,
        ApiKeysController,
        ApiDocsController,
      ],
      providers: [
        { provide: APP_FILTER, useClass: DomainExceptionFilter },
        { provide: ACCOUNT_STORE, useValue: accounts },
        { provide: NOTIFICATION_STORE, useFactory: () => openNotificationStore(accounts) },
        LinkNotifications,
        NotificationScheduler,
        { provide: METRICS_REGISTRY, useValue: ctx.metrics },
        { provide: WEB_APP, useValue: ctx.web },
        LocalAuthService,
        PasswordResets,
        {
          provide: MAILER,
          useFactory: (config: Config) => (config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : null),
          inject: [CONFIG],
        },
        {
          provide: AUTH_PROVIDER,
          useFactory: (config: Config, local: LocalAuthService, logger: Logger) =>
            config.AUTH_PROVIDER === 'clerk' ? new ClerkAuthProvider(config, logger) : local,
          inject: [CONFIG, LocalAuthService, LOGGER],
        },
        {
          provide: SampleSeeder,
          useFactory: (remote: RemoteCaller, store: AccountStore, clock: Clock, logger: Logger, config: Config) =>
            new SampleSeeder(remote, store, clock, logger, config.SAMPLE_PILLS === 'on'),
          inject: [RemoteCaller, ACCOUNT_STORE, CLOCK, LOGGER, CONFIG],
        },
        OwnerAccounts,
        ApiKeys,
        AccountDeletion,
        ReadYourWrites,
        ClosingStatus,
        OwnerGuard,
        { provide: PublicLinkCache, useValue: new PublicLinkCache() },
        Readiness,
        VisitCounter,
        {
          provide: SubmissionsInFlight,
          // Embedded answers a submission in milliseconds; the cluster may take seconds under a burst.
          useFactory: (config: Config, infra: Infrastructure) =>
            new SubmissionsInFlight(config.SUBMISSIONS_IN_FLIGHT ?? (infra.kind === 'cluster' ? CLUSTER_SUBMISSIONS_IN_FLIGHT : 0)),
          inject: [CONFIG, INFRASTRUCTURE],
        },
        {
          provide: RecaptchaVerifier,
          useFactory: (config: Config, logger: Logger) => new RecaptchaVerifier(config, logger),
          inject: [CONFIG, LOGGER],
        },
      ],
    };
  }
}

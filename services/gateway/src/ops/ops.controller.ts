import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { probeAnswer } from '@pill/platform/nest/process-health';
import { CONFIG, type Config } from '@pill/platform/config';
import type { ClientConfig } from '@pill/proto/auth';
import { Readiness } from './readiness';

export { METRICS_REGISTRY } from './metrics';

@Controller()
export class OpsController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly readiness: Readiness,
  ) {}

  /** Alive unless a restart is the cure (a Kafka consumer kafkajs gave up on). */
  @Get('healthz')
  health(@Res() reply: FastifyReply) {
    const { status, body } = probeAnswer('alive', this.readiness.report(), { public: true });
    void reply.status(status).send(body);
  }

  /** Internal details (group names) stay in the metrics: this answer is public. */
  @Get('readyz')
  ready(@Res() reply: FastifyReply) {
    const { status, body } = probeAnswer('ready', this.readiness.report(), {
      public: true,
      message: 'Starting up, shutting down, or cut off from Kafka or MongoDB.',
    });
    void reply.status(status).send(body);
  }

  /** What the web app needs at start. Only public keys: never a secret. */
  @Get('api/config')
  clientConfig(): ClientConfig {
    const c = this.config;
    return {
      authProvider: c.AUTH_PROVIDER,
      ...(c.CLERK_PUBLISHABLE_KEY ? { clerkPublishableKey: c.CLERK_PUBLISHABLE_KEY } : {}),
      captchaProvider: c.RECAPTCHA_SITE_KEY && c.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'none',
      ...(c.RECAPTCHA_SITE_KEY && c.RECAPTCHA_SECRET_KEY ? { recaptchaSiteKey: c.RECAPTCHA_SITE_KEY } : {}),
      supportEmail: c.SUPPORT_EMAIL,
      environment: c.NODE_ENV,
      passwordReset: c.AUTH_PROVIDER === 'local' && Boolean(c.SMTP_URL),
    };
  }
}

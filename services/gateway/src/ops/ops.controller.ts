import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import { CONFIG, type Config } from '@pill/platform/config';
import type { ClientConfig } from '@pill/proto/auth';
import { Readiness } from './readiness';

export const METRICS_REGISTRY = Symbol('MetricsRegistry');

@Controller()
export class OpsController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(METRICS_REGISTRY) private readonly metrics: Registry,
    private readonly readiness: Readiness,
  ) {}

  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(@Res() reply: FastifyReply) {
    const ready = await this.readiness.check();
    void reply.status(ready ? 200 : 503).send(ready ? { status: 'ready' } : { message: 'Starting up or a service is unreachable.' });
  }

  @Get('metrics')
  async metricsText(@Res() reply: FastifyReply) {
    void reply.type(this.metrics.contentType).send(await this.metrics.metrics());
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
    };
  }
}

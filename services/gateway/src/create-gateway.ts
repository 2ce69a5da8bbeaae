import cookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import type { Config } from '@pill/platform/config';
import type { Infrastructure } from '@pill/platform/infrastructure';
import { withCorrelationId } from '@pill/platform/correlation';
import { createLogger } from '@pill/platform/logger';
import { PinoNestLogger } from '@pill/platform/nest/pino-nest-logger';
import type { AccountStore } from './auth/account-store.port';
import { GatewayModule } from './gateway.module';
import { installJsonBody } from './http/json-body';
import { installOriginCheck } from './http/origin-check';
import { installRateLimits, routeLimits } from './http/rate-limits';
import { routerErrorOptions } from './http/router-errors';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { WebApp } from './http/web-app';
import { installMetrics } from './ops/metrics';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The only HTTP entry: documented REST routes, the web app, health and metrics. */
export async function createGateway(
  infra: Infrastructure,
  config: Config,
  options: { accounts?: AccountStore; webDist?: string } = {},
): Promise<NestFastifyApplication> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const headers = securityHeaders(config);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Each HTTP request's id is the correlation id of the messages and events it causes.
    genReqId: () => randomUUID(),
    ...routerErrorOptions(headers),
  });
  const fastify = adapter.getInstance();
  // Sent back too, so a user reporting a failure can quote what the logs are keyed by.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    withCorrelationId(request.id, done);
  });
  installSecurityHeaders(fastify, headers);
  const metrics = new Registry();
  installMetrics(fastify, metrics);
  installJsonBody(fastify);
  installOriginCheck(fastify, config.PUBLIC_ORIGIN);
  await installRateLimits(fastify, routeLimits(config));
  const web = new WebApp(options.webDist ?? join(__dirname, '..', '..', '..', 'web', 'dist'));
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.register({ infra, config, logger, metrics, web, accounts: options.accounts }),
    adapter,
    { logger: new PinoNestLogger(logger), bodyParser: false },
  );
  await app.register(cookie as never);
  await web.install(fastify);
  app.connectMicroservice({ strategy: infra.strategy('gateway') });
  // No enableShutdownHooks(): the process that hosts the gateway owns its one shutdown path.
  await app.startAllMicroservices();
  return app;
}

import cookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import type { Config } from '@pill/platform/config';
import type { Infrastructure } from '@pill/platform/infrastructure';
import { createLogger } from '@pill/platform/logger';
import { PinoNestLogger } from '@pill/platform/nest/pino-nest-logger';
import type { AccountStore } from './auth/account-store.port';
import { GatewayModule } from './gateway.module';
import { installJsonBody } from './http/json-body';
import { installOriginCheck } from './http/origin-check';
import { installRateLimits, routeLimits } from './http/rate-limits';
import { installRequestTracing, requestId } from './http/request-tracing';
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
    genReqId: requestId,
    ...routerErrorOptions(headers),
  });
  const fastify = adapter.getInstance();
  installRequestTracing(fastify, logger);
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

import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Infrastructure, ServiceName } from '../infrastructure';
import { createLogger } from '../logger';
import { PinoNestLogger } from './pino-nest-logger';

/** Starts one service as a Nest microservice on the shape's transport. */
export async function startService(service: ServiceName, module: DynamicModule, infra: Infrastructure): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, { strategy: infra.strategy(service), logger: new PinoNestLogger(createLogger(service, process.env.LOG_LEVEL ?? 'info')) });
  app.enableShutdownHooks();
  await app.listen();
  return app;
}

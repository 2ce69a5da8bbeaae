import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Infrastructure, ServiceName } from '../infrastructure';
import { createLogger } from '../logger';
import { KeepCauseRpcFilter } from './keep-cause.filter';
import { PinoNestLogger } from './pino-nest-logger';

/**
 * Starts one service as a Nest microservice on the shape's transport. Signals are not its
 * business: the process that hosts it (cluster-process, the embedded main) has the one
 * shutdown path, so SIGTERM closes everything once and in order.
 */
export async function startService(service: ServiceName, module: DynamicModule, infra: Infrastructure): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: infra.strategy(service),
    logger: new PinoNestLogger(createLogger(service, process.env.LOG_LEVEL ?? 'info')),
  });
  app.useGlobalFilters(new KeepCauseRpcFilter());
  await app.listen();
  return app;
}

import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Infrastructure, ServiceName } from '../infrastructure';

/** Starts one service as a Nest microservice on the shape's transport. */
export async function startService(service: ServiceName, module: DynamicModule, infra: Infrastructure): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, { strategy: infra.strategy(service), logger: ['error', 'warn'] });
  app.enableShutdownHooks();
  await app.listen();
  return app;
}

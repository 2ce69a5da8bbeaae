import type { INestMicroservice } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AnalysisServiceModule } from '@pill/analysis-service/src/analysis.module';
import { createGateway } from '@pill/gateway-service/src/create-gateway';
import { METRICS_REGISTRY } from '@pill/gateway-service/src/ops/metrics';
import { LinkServiceModule } from '@pill/link-service/src/link.module';
import { QuestionServiceModule } from '@pill/question-service/src/question.module';
import { SubmissionServiceModule } from '@pill/submission-service/src/submission.module';
import type { Clock } from '@pill/platform/clock';
import { loadConfig, type Config } from '@pill/platform/config';
import { EmbeddedInfrastructure } from '@pill/platform/embedded-infrastructure';
import { startMetricsServer, type MetricsServer } from '@pill/platform/metrics/metrics-server';
import { processRegistry, scrape } from '@pill/platform/metrics/process-metrics';
import { startService } from '@pill/platform/nest/start-service';
import type { Registry } from 'prom-client';

export interface RunningPill {
  url: string;
  port: number;
  /** Where `GET /metrics` answers; undefined when METRICS_PORT is 0. */
  metricsPort?: number;
  config: Config;
  infra: EmbeddedInfrastructure;
  close(): Promise<void>;
}

/**
 * The whole product in one process: the five services on the in-process broker, SQLite event
 * stores under DATA_DIR, the gateway on PORT. Resolves once the projections have caught up.
 */
export async function startEmbedded(env: NodeJS.ProcessEnv = process.env, options: { clock?: Clock } = {}): Promise<RunningPill> {
  const config = loadConfig(env);
  const infra = new EmbeddedInfrastructure(config.DATA_DIR);
  const ctx = { infra, config, clock: options.clock };
  const services: INestMicroservice[] = [];
  let gateway: NestFastifyApplication | undefined;
  let metrics: MetricsServer | undefined;
  try {
    services.push(await startService('question', QuestionServiceModule.register(ctx), infra));
    services.push(await startService('link', LinkServiceModule.register(ctx), infra));
    services.push(await startService('submission', SubmissionServiceModule.register(ctx), infra));
    services.push(await startService('analysis', AnalysisServiceModule.register(ctx), infra));
    gateway = await createGateway(infra, config);
    await gateway.listen(config.PORT, config.HOST);
    const own = processRegistry();
    const http = gateway.get<Registry>(METRICS_REGISTRY);
    metrics = await startMetricsServer(config.METRICS_PORT, config.HOST, () => scrape('embedded', [own, http, infra.metrics]));
    await infra.settled();
    infra.started();
  } catch (error) {
    await metrics?.close();
    await gateway?.close();
    for (const s of services.reverse()) await s.close();
    await infra.close();
    throw error;
  }
  const address = gateway.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const app = gateway;
  const metricsServer = metrics;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    metricsPort: metricsServer?.port,
    config,
    infra,
    async close() {
      await app.close();
      await metricsServer?.close();
      for (const s of [...services].reverse()) await s.close();
      await infra.close();
    },
  };
}

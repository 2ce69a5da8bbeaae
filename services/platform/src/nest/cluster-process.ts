import type { DynamicModule } from '@nestjs/common';
import { startTracing, stopTracing } from '../tracing/tracing';
import type { Server } from 'node:http';
import { ClusterInfrastructure } from '../cluster-infrastructure';
import { ConfigError, loadConfig, type Config } from '../config';
import type { ServiceName } from '../infrastructure';
import { createLogger } from '../logger';
import { startMetricsServer } from '../metrics/metrics-server';
import { processRegistry, scrape } from '../metrics/process-metrics';
import { startHealthServer } from './health-server';
import { withPhase, type HealthReport, type ProcessPhase } from './process-health';
import { onShutdown } from './shutdown';
import { startService } from './start-service';

/** Lives in ./shutdown (no Kafka there, for the embedded process); the gateway's main imports it from here. */
export { onShutdown } from './shutdown';

/** Services listen for probes on 8080 unless PORT says otherwise; the gateway keeps 3000. */
export const SERVICE_PORT = 8080;

/** The cluster settings a process cannot run without, with a message that says what to set. */
export function loadClusterConfig(env: NodeJS.ProcessEnv = process.env): Config & { KAFKA_BROKERS: string; MONGODB_URI: string } {
  const config = loadConfig(env);
  const missing = (['KAFKA_BROKERS', 'MONGODB_URI'] as const).filter((k) => !config[k]);
  if (missing.length > 0)
    throw new ConfigError(
      `${missing.join(' and ')} must be set to run a service on its own (the cluster shape); \`npm start\` runs everything in one process without them`,
    );
  return config as Config & { KAFKA_BROKERS: string; MONGODB_URI: string };
}

/** Prints why the process cannot start (a configuration message without a stack) and exits 1. */
export function exitOnStartFailure(service: string) {
  return (error: unknown) => {
    const message = error instanceof ConfigError ? `Configuration error:\n${error.message}` : ((error as Error).stack ?? String(error));
    createLogger(service).fatal(message);
    setTimeout(() => process.exit(1), 50);
  };
}

type ServiceModule = (ctx: { infra: ClusterInfrastructure; config: Config }) => DynamicModule;

/**
 * One write or projection service alone in its process: Kafka transport, its MongoDB database,
 * probes on PORT, metrics on METRICS_PORT. Ready once caught up after start, and then for as long as its own
 * consumers and MongoDB are; alive unless kafkajs gave up on a consumer.
 */
export async function runClusterService(service: Exclude<ServiceName, 'gateway'>, register: ServiceModule): Promise<void> {
  const config = loadClusterConfig();
  startTracing(`pill-${service}`);
  const port = process.env.PORT ? config.PORT : SERVICE_PORT;
  const logger = createLogger(service, config.LOG_LEVEL);
  const own = processRegistry();
  let infra: ClusterInfrastructure | undefined;
  let phase: ProcessPhase = 'starting';
  const health = (): HealthReport => withPhase(infra?.health() ?? { ready: false, alive: true, problems: [] }, phase);
  const server: Server = await startHealthServer(port, config.HOST, { health });
  // Merged when scraped: the service registers its own metrics on the infrastructure's registry as it starts.
  const metrics = await startMetricsServer(config.METRICS_PORT, config.HOST, () => scrape(service, infra ? [own, infra.metrics] : [own]));
  infra = await ClusterInfrastructure.connect(config, config.PILL_NAMESPACE);
  const app = await startService(service, register({ infra, config }), infra);
  const connected = infra;
  onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    phase = 'stopping';
    await app.close();
    await connected.close();
    await new Promise((r) => server.close(r));
    await metrics?.close();
    await stopTracing();
  });
  await connected.settled();
  phase = 'running';
  logger.info({ port, metricsPort: metrics?.port }, `${service} service is ready`);
}

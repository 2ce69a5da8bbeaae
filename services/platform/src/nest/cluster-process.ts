import type { DynamicModule } from '@nestjs/common';
import type { Server } from 'node:http';
import { ClusterInfrastructure } from '../cluster-infrastructure';
import { ConfigError, loadConfig, type Config } from '../config';
import type { ServiceName } from '../infrastructure';
import { createLogger, type Logger } from '../logger';
import { startHealthServer } from './health-server';
import { startService } from './start-service';

/** Services listen for probes on 8080 unless PORT says otherwise; the gateway keeps 3000. */
export const SERVICE_PORT = 8080;

/** The cluster settings a process cannot run without, with a message that says what to set. */
export function loadClusterConfig(env: NodeJS.ProcessEnv = process.env): Config & { KAFKA_BROKERS: string; MONGODB_URI: string } {
  const config = loadConfig(env);
  const missing = (['KAFKA_BROKERS', 'MONGODB_URI'] as const).filter((k) => !config[k]);
  if (missing.length > 0) throw new ConfigError(`${missing.join(' and ')} must be set to run a service on its own (the cluster shape); \`npm start\` runs everything in one process without them`);
  return config as Config & { KAFKA_BROKERS: string; MONGODB_URI: string };
}

/** Stops on SIGTERM / SIGINT once, closing what `stop` closes (Nest's own hook re-raises the signal: ignored). */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    stop().then(() => process.exit(0), (err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
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

/** One write or projection service alone in its process: Kafka transport, its MongoDB database, probes on PORT. */
export async function runClusterService(service: Exclude<ServiceName, 'gateway'>, register: ServiceModule): Promise<void> {
  const config = loadClusterConfig();
  const port = process.env.PORT ? config.PORT : SERVICE_PORT;
  const logger = createLogger(service, config.LOG_LEVEL);
  let ready = false;
  const health: Server = await startHealthServer(port, config.HOST, () => ready);
  const infra = await ClusterInfrastructure.connect(config, config.PILL_NAMESPACE);
  const app = await startService(service, register({ infra, config }), infra);
  onShutdown(logger, async () => {
    ready = false;
    await app.close();
    await infra.close();
    await new Promise((r) => health.close(r));
  });
  await infra.settled();
  ready = true;
  logger.info({ port }, `${service} service is ready`);
}

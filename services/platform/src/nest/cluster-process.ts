import type { DynamicModule } from '@nestjs/common';
import type { Server } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { ClusterInfrastructure } from '../cluster-infrastructure';
import { ConfigError, loadConfig, type Config } from '../config';
import type { ServiceName } from '../infrastructure';
import { createLogger, type Logger } from '../logger';
import { startHealthServer } from './health-server';
import type { HealthReport } from './process-health';
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

/**
 * The process's one shutdown path: the first SIGTERM or SIGINT runs `stop` once (later signals
 * are ignored), and a shutdown still running after `deadlineMs` exits anyway, before the
 * orchestrator's SIGKILL, with a log line saying so.
 */
export function onShutdown(logger: Logger, deadlineMs: number, stop: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, deadlineMs }, 'shutting down');
    setTimeout(() => {
      logger.error({ deadlineMs }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, deadlineMs).unref();
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

/**
 * One write or projection service alone in its process: Kafka transport, its MongoDB database,
 * probes and metrics on PORT. Ready once caught up after start, and then for as long as its own
 * consumers and MongoDB are; alive unless kafkajs gave up on a consumer.
 */
export async function runClusterService(service: Exclude<ServiceName, 'gateway'>, register: ServiceModule): Promise<void> {
  const config = loadClusterConfig();
  const port = process.env.PORT ? config.PORT : SERVICE_PORT;
  const logger = createLogger(service, config.LOG_LEVEL);
  let metrics = new Registry();
  collectDefaultMetrics({ register: metrics, prefix: `pill_${service}_` });
  let infra: ClusterInfrastructure | undefined;
  let phase: 'starting' | 'running' | 'stopping' = 'starting';
  const health = (): HealthReport => {
    const own = infra?.health() ?? { ready: false, alive: true, problems: [] };
    if (phase === 'running') return own;
    return { ready: false, alive: own.alive, problems: [phase === 'starting' ? 'starting up' : 'shutting down', ...own.problems] };
  };
  const server: Server = await startHealthServer(port, config.HOST, { health, metrics: () => metrics });
  infra = await ClusterInfrastructure.connect(config, config.PILL_NAMESPACE);
  metrics = Registry.merge([metrics, infra.metrics]);
  const app = await startService(service, register({ infra, config }), infra);
  const connected = infra;
  onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    phase = 'stopping';
    await app.close();
    await connected.close();
    await new Promise((r) => server.close(r));
  });
  await connected.settled();
  phase = 'running';
  logger.info({ port }, `${service} service is ready`);
}

import { ClusterInfrastructure, databaseOf } from '@pill/platform/cluster-infrastructure';
import { exitOnStartFailure, loadClusterConfig, onShutdown } from '@pill/platform/nest/cluster-process';
import { createLogger } from '@pill/platform/logger';
import { startTracing, stopTracing } from '@pill/platform/tracing/tracing';
import { startMetricsServer } from '@pill/platform/metrics/metrics-server';
import { processRegistry, scrape } from '@pill/platform/metrics/process-metrics';
import type { Registry } from 'prom-client';
import { MongoAccountStore } from './auth/mongo-account-store';
import { createGateway } from './create-gateway';
import { METRICS_REGISTRY } from './ops/metrics';
import { Readiness } from './ops/readiness';

/**
 * The gateway alone in its process (cluster shape). It keeps nothing of its own on disk:
 * accounts, sessions, account events and sample-seeding marks live in MongoDB, so it runs in several replicas.
 */
async function main(): Promise<void> {
  const config = loadClusterConfig();
  startTracing('pill-gateway');
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const namespace = config.PILL_NAMESPACE;
  const own = processRegistry();
  const infra = await ClusterInfrastructure.connect(config, namespace);
  const accounts = await MongoAccountStore.connect(config.MONGODB_URI, databaseOf('gateway', namespace));
  const app = await createGateway(infra, config, { accounts });
  await app.listen(config.PORT, config.HOST);
  const http = app.get<Registry>(METRICS_REGISTRY);
  const metrics = await startMetricsServer(config.METRICS_PORT, config.HOST, () => scrape('gateway', [own, http, infra.metrics]));
  // Not ready first, still serving while the load balancer notices; then close (in-flight
  // requests finish, visit counts flush, consumers leave their groups).
  onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    app.get(Readiness).drain();
    await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
    await app.close();
    await accounts.close();
    await infra.close();
    await metrics?.close();
    await stopTracing();
  });
  logger.info({ port: config.PORT, metricsPort: metrics?.port }, 'gateway is listening');
}

main().catch(exitOnStartFailure('gateway'));

import { ConfigError } from '@pill/platform/config';
import { createLogger } from '@pill/platform/logger';
import { onShutdown } from '@pill/platform/nest/shutdown';
import { startTracing, stopTracing } from '@pill/platform/tracing/tracing';
import { startEmbedded } from './start-embedded';

/** `npm start`: the embedded product, no servers needed. */
async function main(): Promise<void> {
  const logger = createLogger('pill');
  startTracing('pill');
  const pill = await startEmbedded();
  const metrics = pill.metricsPort ? `http://localhost:${pill.metricsPort}/metrics` : 'off';
  logger.info({ url: `http://localhost:${pill.port}`, metrics, dataDir: pill.config.DATA_DIR }, 'Pill is running');
  onShutdown(logger, pill.config.SHUTDOWN_TIMEOUT_MS, async () => {
    await pill.close();
    await stopTracing();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? `Configuration error:\n${error.message}` : ((error as Error).stack ?? String(error))}\n`,
  );
  process.exit(1);
});

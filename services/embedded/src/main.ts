import { ConfigError } from '@pill/platform/config';
import { createLogger } from '@pill/platform/logger';
import { startEmbedded } from './start-embedded';

/** `npm start`: the embedded product, no servers needed. */
async function main(): Promise<void> {
  const logger = createLogger('pill');
  const pill = await startEmbedded();
  logger.info({ url: `http://localhost:${pill.port}`, dataDir: pill.config.DATA_DIR }, 'Pill is running');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error({ deadlineMs: pill.config.SHUTDOWN_TIMEOUT_MS }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, pill.config.SHUTDOWN_TIMEOUT_MS).unref();
    pill.close().then(() => process.exit(0), (err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? `Configuration error:\n${error.message}` : (error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});

import type { Logger } from '../logger';

/**
 * The process's one shutdown path: the first SIGTERM or SIGINT runs `stop` once (later signals
 * are ignored), and a shutdown still running after `deadlineMs` exits anyway, before the
 * orchestrator's SIGKILL, with a log line saying so. Free of Kafka and MongoDB, so the embedded
 * process uses it too.
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
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

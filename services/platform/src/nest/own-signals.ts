/** Every signal Nest's enableShutdownHooks() listens to. */
const SIGNALS: NodeJS.Signals[] = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV', 'SIGUSR2', 'SIGTERM'];

/**
 * Runs `start` and removes the signal listeners it added. A Nest app built with
 * enableShutdownHooks() (createGateway does) would close itself on SIGTERM at once, beside the
 * process's own shutdown: no drain first, two teardowns racing. The process keeps one path.
 */
export async function withoutSignalListeners<T>(start: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  try {
    return await start();
  } finally {
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
}

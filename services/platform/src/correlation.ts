import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request a piece of work serves, from the gateway's HTTP request through every
 * message and event it causes, so the logs of one request read together across services.
 */
const current = new AsyncLocalStorage<string>();

export function withCorrelationId<T>(correlationId: string, run: () => T): T {
  return current.run(correlationId, run);
}

export function currentCorrelationId(): string | undefined {
  return current.getStore();
}

/** The correlation id a request payload carries (RemoteCaller stamps it), if any. */
export function correlationIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { correlationId?: unknown }).correlationId;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
}

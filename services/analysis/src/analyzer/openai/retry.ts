import { APIError } from 'openai';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  /** A retry-after longer than this is not waited for: the attempt fails instead. */
  maxDelayMs: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Only rate limits and server errors are worth another try; bad requests and timeouts are not. */
export function isRetryable(err: unknown): boolean {
  return err instanceof APIError && typeof err.status === 'number' && (err.status === 429 || err.status >= 500);
}

/** Milliseconds the server asked us to wait (retry-after-ms, retry-after seconds or date), if any. */
export function retryAfterMs(err: unknown, now = Date.now()): number | undefined {
  const headers = err instanceof APIError ? err.headers : undefined;
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms)) return Math.max(0, ms);
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Runs `call`, retrying 429 and 5xx with exponential backoff or the server's retry-after, bounded. */
export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= policy.maxAttempts || !isRetryable(err) || signal?.aborted) throw err;
      const wait = retryAfterMs(err) ?? policy.baseDelayMs * 2 ** (attempt - 1);
      if (wait > policy.maxDelayMs) throw err;
      await sleep(wait, signal);
    }
  }
}

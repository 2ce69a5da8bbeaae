import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './target-policy';

/** What one attempt came to: a 2xx answer delivers; anything else is retried. */
export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

export const ATTEMPT_TIMEOUT_MS = 10_000;

/** Connects to the address already checked, whatever the name resolves to by now (DNS rebinding). */
const pinnedLookup =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * POSTs the body to the target at its pinned address: no redirect followed, no connection reused,
 * at most `timeoutMs` for the whole exchange. The answer's body is read and dropped.
 */
export function postJson(
  url: URL,
  pinned: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<AttemptResult> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(pinned),
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'user-agent': 'Pill-Webhooks/1',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? null, error: null }));
        response.on('error', () => resolve({ statusCode: response.statusCode ?? null, error: null }));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) =>
      resolve({
        statusCode: null,
        error: err.name === 'AbortError' || err.name === 'TimeoutError' ? 'timed out' : (err.code ?? err.message),
      }),
    );
    request.end(body);
  });
}

import { APIError } from 'openai';
import { isRetryable, retryAfterMs } from './retry';

const apiError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { message: 'x' }, 'x', new Headers(headers));

describe('retry rules', () => {
  it('retries rate limits and server errors only', () => {
    expect(isRetryable(apiError(429))).toBe(true);
    expect(isRetryable(apiError(502))).toBe(true);
    expect(isRetryable(apiError(400))).toBe(false);
    expect(isRetryable(apiError(401))).toBe(false);
    expect(isRetryable(new Error('timeout'))).toBe(false);
  });

  it('reads retry-after in milliseconds, seconds or as a date', () => {
    const now = Date.parse('2026-11-22T04:00:00Z');
    expect(retryAfterMs(apiError(429, { 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryAfterMs(apiError(429, { 'retry-after': '3' }), now)).toBe(3_000);
    expect(retryAfterMs(apiError(429, { 'retry-after': 'Sun, 22 Nov 2026 04:00:05 GMT' }), now)).toBe(5_000);
    expect(retryAfterMs(apiError(429), now)).toBeUndefined();
  });
});

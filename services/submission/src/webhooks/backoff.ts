/** The first attempt, then retries 5 s, 30 s, 2 min, 10 min and 1 h after it failed: six in all. */
const RETRY_FACTORS = [1, 6, 24, 120, 720];
export const MAX_ATTEMPTS = RETRY_FACTORS.length + 1;
export const DEFAULT_RETRY_BASE_MS = 5000;

/**
 * When to try again after `attempts` failed tries, or undefined once they are used up. `baseMs`
 * is the first delay (WEBHOOK_RETRY_BASE_MS); the others keep their proportion to it.
 */
export function nextAttemptAt(attempts: number, failedAt: Date, baseMs = DEFAULT_RETRY_BASE_MS): Date | undefined {
  const factor = RETRY_FACTORS[attempts - 1];
  return factor === undefined ? undefined : new Date(failedAt.getTime() + factor * baseMs);
}

/** Where a delivery stands after one more attempt ending in `statusCode` or `error` at `at`. */
export function afterAttempt(
  attemptsBefore: number,
  result: { statusCode: number | null; error: string | null },
  at: Date,
  baseMs = DEFAULT_RETRY_BASE_MS,
) {
  const attempts = attemptsBefore + 1;
  const updatedAt = at.toISOString();
  const { statusCode } = result;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300)
    return { attempts, status: 'delivered' as const, lastStatusCode: statusCode, lastError: null, nextAttemptAt: null, updatedAt };
  const lastError = result.error ?? `the target answered ${statusCode}`;
  const next = nextAttemptAt(attempts, at, baseMs);
  return next
    ? { attempts, status: 'pending' as const, lastStatusCode: statusCode, lastError, nextAttemptAt: next.toISOString(), updatedAt }
    : { attempts, status: 'failed' as const, lastStatusCode: statusCode, lastError, nextAttemptAt: null, updatedAt };
}

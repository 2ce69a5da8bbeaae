/**
 * Kafka answers these while it starts, elects leaders or loads a group's coordinator (Kafka 4's
 * group coordinator takes a while after a restart). They pass; a start-up that meets one waits
 * and tries again instead of taking the process down.
 */
const RETRIABLE_TYPES = new Set([
  'GROUP_LOAD_IN_PROGRESS',
  'GROUP_COORDINATOR_NOT_AVAILABLE',
  'NOT_COORDINATOR_FOR_GROUP',
  'LEADER_NOT_AVAILABLE',
  'NOT_LEADER_FOR_PARTITION',
  'UNKNOWN_TOPIC_OR_PARTITION',
  'REBALANCE_IN_PROGRESS',
  'REQUEST_TIMED_OUT',
  'NOT_ENOUGH_REPLICAS',
]);
const RETRIABLE_NAMES = new Set(['KafkaJSNumberOfRetriesExceeded', 'KafkaJSConnectionError', 'KafkaJSRequestTimeoutError']);
const RETRIABLE_MESSAGES = /coordinator is loading|coordinator is not available|no leader for this topic-partition|leader not available/i;

interface KafkaError {
  name?: string;
  type?: string;
  message?: string;
  retriable?: boolean;
  cause?: unknown;
  originalError?: unknown;
}

/** Whether `error` (or what it wraps) is one Kafka clears by itself. Configuration and auth errors are not. */
export function isRetriableStartupError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as KafkaError;
  if (e.type && RETRIABLE_TYPES.has(e.type)) return true;
  if (e.name && RETRIABLE_NAMES.has(e.name)) return true;
  if (e.message && RETRIABLE_MESSAGES.test(e.message)) return true;
  return isRetriableStartupError(e.cause, depth + 1) || isRetriableStartupError(e.originalError, depth + 1);
}

export interface StartupRetryOptions {
  /** Attempts in all; the last failure is thrown. */
  attempts?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a start-up step (connect, create topics, subscribe) again after a retriable Kafka error,
 * with exponential backoff (0.5 s doubling up to 10 s; about 2 minutes over 15 attempts). Any
 * other error is thrown at once: a wrong password does not get better by waiting.
 */
export async function withStartupRetries<T>(step: () => Promise<T>, options: StartupRetryOptions = {}): Promise<T> {
  const { attempts = 15, initialDelayMs = 500, maxDelayMs = 10_000, sleep = wait, onRetry } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !isRetriableStartupError(error)) throw error;
      const delayMs = Math.min(maxDelayMs, initialDelayMs * 2 ** (attempt - 1));
      onRetry?.(error, attempt, delayMs);
      await sleep(delayMs);
    }
  }
}

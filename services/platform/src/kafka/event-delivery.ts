import { classifyFailure, type FailureKind } from './event-failures';

export interface RetryPolicy {
  /** Attempts for a failure of unknown kind before the event is skipped. */
  unknownAttempts: number;
  /** The first pause; each retry doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A paused handler still heartbeats this often, or the group would evict the member. */
  heartbeatEveryMs: number;
}

/** Transient failures wait up to 30 s between attempts; a MongoDB election takes about 10 s. */
export const EVENT_RETRY: RetryPolicy = { unknownAttempts: 5, baseDelayMs: 200, maxDelayMs: 30_000, heartbeatEveryMs: 2_000 };

export type DeliveryOutcome =
  { delivered: true; attempts: number } | { delivered: false; kind: Exclude<FailureKind, 'transient'>; attempts: number; error: unknown };

export interface DeliveryHooks {
  /** Keeps the consumer's group membership while it waits; throws when the group rebalances. */
  heartbeat(): Promise<void>;
  /** True once the consumer is shutting down: stop retrying, leave the offset uncommitted. */
  stopping(): boolean;
  onRetry?(kind: FailureKind, attempt: number, error: unknown, delayMs: number): void;
  sleep?(ms: number): Promise<void>;
}

/** Thrown to kafkajs so the offset is not committed: the next owner of the partition gets the event again. */
export class DeliveryInterrupted extends Error {
  constructor() {
    super('event handling interrupted by shutdown; it will be delivered again');
    this.name = 'DeliveryInterrupted';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Runs an event handler until it succeeds. Holding the partition (no commit) is what keeps one
 * aggregate's events in order and loses nothing through a MongoDB failover; only a message that
 * can never succeed (poison), or an unknown failure that keeps happening, is given up on.
 */
export async function deliverEvent(
  handle: () => Promise<unknown>,
  hooks: DeliveryHooks,
  policy: RetryPolicy = EVENT_RETRY,
): Promise<DeliveryOutcome> {
  const sleep = hooks.sleep ?? defaultSleep;
  let unknownFailures = 0;
  for (let attempt = 1; ; attempt++) {
    if (hooks.stopping()) throw new DeliveryInterrupted();
    try {
      await handle();
      return { delivered: true, attempts: attempt };
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'poison') return { delivered: false, kind, attempts: attempt, error };
      if (kind === 'unknown' && ++unknownFailures >= policy.unknownAttempts) return { delivered: false, kind, attempts: attempt, error };
      const delayMs = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
      hooks.onRetry?.(kind, attempt, error, delayMs);
      for (let waited = 0; waited < delayMs;) {
        if (hooks.stopping()) throw new DeliveryInterrupted();
        const step = Math.min(policy.heartbeatEveryMs, delayMs - waited);
        await sleep(step);
        waited += step;
        await hooks.heartbeat();
      }
    }
  }
}

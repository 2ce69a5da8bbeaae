import { saltedKey } from '../http/salted-key';

const WINDOW_MS = 15 * 60_000;
const MAX_ENTRIES = 300_000;
/** Failures allowed per counter in a window: one email from one client, one client, one email. */
const LIMITS = [['pair', 5], ['client', 30], ['email', 100]] as const;

/** The counters one sign-in attempt touches, as salted hashes, so nothing readable is held. */
export type SignInKeys = Record<(typeof LIMITS)[number][0], string>;

/**
 * Slows down password guessing without handing anyone a way to lock an owner out:
 * - 5 failures for one email from one client block that client for that email;
 * - 30 failures from one client, whatever the emails, block that client (credential stuffing);
 * - 100 failures for one email from anywhere block that email (guessing spread over many clients).
 * Each for 15 minutes, in fixed windows. Held in memory only.
 */
export class SignInThrottle {
  private readonly hash = saltedKey();
  private readonly failures = new Map<string, { count: number; since: number }>();

  /** `email` as the Email schema gives it, already trimmed and lowercased. */
  keys(email: string, client: string): SignInKeys {
    const e = this.hash(`email:${email}`);
    const c = this.hash(`client:${client}`);
    return { pair: `${e}:${c}`, client: c, email: e };
  }

  isBlocked(keys: SignInKeys, now: number): boolean {
    return LIMITS.some(([counter, max]) => (this.current(keys[counter], now)?.count ?? 0) >= max);
  }

  recordFailure(keys: SignInKeys, now: number): void {
    for (const [counter] of LIMITS) {
      const entry = this.current(keys[counter], now);
      if (entry) entry.count++;
      else this.failures.set(keys[counter], { count: 1, since: now });
    }
    while (this.failures.size > MAX_ENTRIES) this.failures.delete(this.failures.keys().next().value as string);
  }

  /** A right password clears this client's failures for this email, not the wider counts. */
  reset(keys: SignInKeys): void {
    this.failures.delete(keys.pair);
  }

  /** The key's count in its window still running, if any; a lapsed window is dropped. */
  private current(key: string, now: number): { count: number; since: number } | undefined {
    const entry = this.failures.get(key);
    if (!entry || now - entry.since <= WINDOW_MS) return entry;
    this.failures.delete(key);
    return undefined;
  }
}

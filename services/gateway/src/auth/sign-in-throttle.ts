import { clientAddress } from '../http/client-key';
import { saltedKey } from '../http/salted-key';

/** A counter forgets its failures this long after the last one. */
const WINDOW_MS = 15 * 60_000;
const MAX_ENTRIES = 300_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
/** Failures a counter allows before each further attempt must wait. */
const FREE_FAILURES = { pair: 5, client: 30 } as const;
/** Failures for one email, from anywhere, after which signing in to it needs the captcha. */
export const CAPTCHA_AFTER_FAILURES = 10;

/** The counters one sign-in attempt touches, as salted hashes, so nothing readable is held. */
export interface SignInKeys {
  /** One email from one client. */
  pair: string;
  /** One client, whatever the emails (credential stuffing). */
  client: string;
  /** One email from anywhere: only ever asks for the captcha, never blocks. */
  email: string;
}

interface Failures {
  count: number;
  last: number;
}

/**
 * Slows down password guessing without handing anyone a way to lock an owner out. Past its free
 * failures, a client waits before its next attempt, for that email (after 5) or for any (after
 * 30): 30 seconds, doubling with each further failure up to 15 minutes. Nothing blocks an email
 * as such: after 10 failures for it from anywhere, a sign-in to it needs the captcha (when one is
 * configured), so the owner, on their own network, still gets in with the right password. Held
 * in memory only; a counter lapses 15 minutes after its last failure.
 */
export class SignInThrottle {
  private readonly hash = saltedKey();
  private readonly failures = new Map<string, Failures>();

  /** `email` as the Email schema gives it (trimmed, lowercased); `client` is the caller's address. */
  keys(email: string, client: string): SignInKeys {
    const e = this.hash(`email:${email}`);
    const c = this.hash(`client:${clientAddress(client)}`);
    return { pair: `${e}:${c}`, client: c, email: e };
  }

  /** How long this attempt must wait before it may be tried, in ms; 0 when it may go on now. */
  waitFor(keys: SignInKeys, now: number): number {
    const waits = (['pair', 'client'] as const).map((counter) => {
      const entry = this.current(keys[counter], now);
      const beyond = (entry?.count ?? 0) - FREE_FAILURES[counter];
      if (!entry || beyond < 0) return 0;
      return entry.last + Math.min(FIRST_DELAY_MS * 2 ** beyond, MAX_DELAY_MS) - now;
    });
    return Math.max(0, ...waits);
  }

  needsCaptcha(keys: SignInKeys, now: number): boolean {
    return (this.current(keys.email, now)?.count ?? 0) >= CAPTCHA_AFTER_FAILURES;
  }

  recordFailure(keys: SignInKeys, now: number): void {
    for (const key of [keys.pair, keys.client, keys.email]) {
      const entry = this.current(key, now);
      this.failures.delete(key); // re-inserted last: the map's order is the order of last failures
      this.failures.set(key, { count: (entry?.count ?? 0) + 1, last: now });
    }
    while (this.failures.size > MAX_ENTRIES) this.failures.delete(this.failures.keys().next().value as string);
  }

  /** A right password clears this client's failures for this email, not the wider counts. */
  reset(keys: SignInKeys): void {
    this.failures.delete(keys.pair);
  }

  /** The key's failures while they last; lapsed ones are dropped. */
  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.get(key);
    if (!entry || now - entry.last <= WINDOW_MS) return entry;
    this.failures.delete(key);
    return undefined;
  }
}

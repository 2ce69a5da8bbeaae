import { createHmac, randomBytes } from 'node:crypto';

const WINDOW_MS = 15 * 60_000;

/** Failed attempts per key in a fixed window; keys are salted hashes, so nothing readable is held. */
class FailureCounter {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly max: number) {}

  reached(key: string, now: number): boolean {
    const entry = this.failures.get(key);
    if (entry && now - entry.since > WINDOW_MS) this.failures.delete(key);
    return entry !== undefined && now - entry.since <= WINDOW_MS && entry.count >= this.max;
  }

  record(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (!entry || now - entry.since > WINDOW_MS) this.failures.set(key, { count: 1, since: now });
    else entry.count++;
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  forget(key: string): void {
    this.failures.delete(key);
  }
}

/**
 * Slows down password guessing without handing anyone a way to lock an owner out:
 * - 5 failures for one email from one client block that client for that email;
 * - 30 failures from one client, whatever the emails, block that client (credential stuffing);
 * - 100 failures for one email from anywhere block that email (guessing spread over many clients).
 * Each for 15 minutes. Held in memory only, keyed by hashes salted at start.
 */
export class SignInThrottle {
  private readonly salt = randomBytes(32);
  private readonly perPair = new FailureCounter(5);
  private readonly perClient = new FailureCounter(30);
  private readonly perEmail = new FailureCounter(100);

  private keys(email: string, client: string) {
    const hash = (s: string) => createHmac('sha256', this.salt).update(s).digest('base64url').slice(0, 22);
    const e = hash(`email:${email.toLowerCase()}`);
    const c = hash(`client:${client}`);
    return { pair: `${e}:${c}`, client: c, email: e };
  }

  isBlocked(email: string, client: string, now: number): boolean {
    const k = this.keys(email, client);
    return this.perPair.reached(k.pair, now) || this.perClient.reached(k.client, now) || this.perEmail.reached(k.email, now);
  }

  recordFailure(email: string, client: string, now: number): void {
    const k = this.keys(email, client);
    this.perPair.record(k.pair, now);
    this.perClient.record(k.client, now);
    this.perEmail.record(k.email, now);
  }

  /** A right password clears this client's failures for this email, not the wider counts. */
  reset(email: string, client: string): void {
    this.perPair.forget(this.keys(email, client).pair);
  }
}

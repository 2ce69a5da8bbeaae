import { createHash } from 'node:crypto';

/**
 * Slows down password guessing: after 5 failed sign-ins for one email within 15 minutes, that
 * email is refused until the window passes. Held in memory only, keyed by a hash.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly maxFailures = 5, private readonly windowMs = 15 * 60_000) {}

  private key(email: string): string {
    return createHash('sha256').update(email).digest('base64url');
  }

  isBlocked(email: string, now: number): boolean {
    const entry = this.failures.get(this.key(email));
    if (!entry) return false;
    if (now - entry.since > this.windowMs) {
      this.failures.delete(this.key(email));
      return false;
    }
    return entry.count >= this.maxFailures;
  }

  recordFailure(email: string, now: number): void {
    const key = this.key(email);
    const entry = this.failures.get(key);
    if (!entry || now - entry.since > this.windowMs) this.failures.set(key, { count: 1, since: now });
    else entry.count++;
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
  }

  reset(email: string): void {
    this.failures.delete(this.key(email));
  }
}

import { saltedKey } from '../http/salted-key';

/** Fixed one-minute windows per client, keyed by a salted hash of the address (see saltedKey). */
export class RateLimiter {
  private readonly key = saltedKey();
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** True when the request may go on; a limit of 0 disables the check. */
  allow(address: string, now = Date.now()): boolean {
    if (this.perMinute <= 0) return true;
    const key = this.key(address);
    const w = this.windows.get(key);
    if (!w || now - w.start >= 60_000) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= this.perMinute;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(k);
  }
}

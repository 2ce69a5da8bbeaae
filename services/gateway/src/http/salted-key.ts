import { createHmac, randomBytes } from 'node:crypto';

/**
 * A keying for in-memory counters: a salted hash of what it is given (an address, an email). The
 * salt is made here and never leaves memory, so nothing held can be turned back into what it keys.
 */
export function saltedKey(): (value: string) => string {
  const salt = randomBytes(32);
  return (value) => createHmac('sha256', salt).update(value).digest('base64url').slice(0, 22);
}

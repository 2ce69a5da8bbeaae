import { randomBytes } from 'node:crypto';

/** 10 random URL-safe characters: 60 bits, so guessing a live link is hopeless. */
export function newShortCode(random: (n: number) => Buffer = randomBytes): string {
  return random(8).toString('base64url').slice(0, 10);
}

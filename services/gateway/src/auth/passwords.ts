import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

type ScryptOptions = { N: number; r: number; p: number; maxmem: number };
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

/** OWASP's current scrypt parameters (N=2^17, r=8, p=1): 128 MiB a hash, so maxmem leaves room. */
const CURRENT = { N: 2 ** 17, r: 8, p: 1 };
const MAXMEM = 256 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`: each hash names its parameters, so older ones still verify. */
const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  return { N: Number(n), r: Number(r), p: Number(p), salt, hash };
};

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 64, { ...CURRENT, maxmem: MAXMEM });
  const { N, r, p } = CURRENT;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const salt = Buffer.from(parsed.salt, 'base64url');
  const options = { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: MAXMEM };
  return timingSafeEqual(await scryptAsync(password, salt, expected.length, options), expected);
}

/** A hash made with weaker parameters than today's: rehashed at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== CURRENT.N || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p;
}

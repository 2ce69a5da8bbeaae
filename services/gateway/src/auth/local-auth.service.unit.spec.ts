import type { FastifyRequest } from 'fastify';
import { randomBytes, scryptSync } from 'node:crypto';
import { SESSION_COOKIE } from './auth-provider.port';
import { LocalAuthService } from './local-auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { SqliteAccountStore } from './sqlite-account-store';

const clock = { now: () => new Date('2026-03-01T10:00:00.000Z') };
let ids = 0;
const idGenerator = { newId: () => `account-${++ids}` };
const withCookie = (token: string) => ({ cookies: { [SESSION_COOKIE]: token } }) as unknown as FastifyRequest;

/** A hash as the earlier release made it: scrypt at N=2^14. */
function olderHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

describe('local accounts', () => {
  let accounts: SqliteAccountStore;
  let auth: LocalAuthService;
  beforeEach(() => {
    accounts = new SqliteAccountStore(':memory:');
    auth = new LocalAuthService(accounts, clock, idGenerator);
  });
  afterEach(() => accounts.close());

  it("hashes with OWASP's scrypt parameters, N=2^17, r=8, p=1", async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('signs in with a hash of the older parameters and rehashes it with the current ones', async () => {
    const passwordHash = olderHash('enigma machine');
    const email = 'alan@example.com';
    const createdAt = '2025-01-01T00:00:00Z';
    await accounts.createAccount({ id: 'alan', email, name: 'Alan', passwordHash, createdAt });
    await auth.signIn({ email, password: 'enigma machine' }, 'laptop');
    const rehashed = (await accounts.findById('alan'))?.passwordHash ?? '';
    expect(rehashed).toMatch(/^scrypt\$131072\$/);
    expect((await auth.signIn({ email, password: 'enigma machine' }, 'laptop')).user.userId).toBe('alan');
  });

  it('signs out everywhere: every session of the owner ends, not those of others', async () => {
    const ada = { email: 'ada@example.com', password: 'analytical engine' };
    const laptop = await auth.signUp({ name: 'Ada', ...ada });
    const phone = await auth.signIn(ada, 'phone');
    const other = await auth.signUp({ name: 'Grace', email: 'grace@x.io', password: 'navy compiler 1952' });
    expect(await auth.signOutEverywhere(withCookie(phone.token))).toBe(true);
    expect(await auth.authenticate(withCookie(laptop.token))).toBeUndefined();
    expect(await auth.authenticate(withCookie(phone.token))).toBeUndefined();
    expect(await auth.authenticate(withCookie(other.token))).toMatchObject({ firstName: 'Grace' });
    expect(await auth.signOutEverywhere(withCookie(phone.token))).toBe(false);
  });
});

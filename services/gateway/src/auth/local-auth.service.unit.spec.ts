import type { FastifyRequest } from 'fastify';
import { randomBytes, scryptSync } from 'node:crypto';
import { DomainError } from '@pill/platform/errors';
import { SignInBody, SignUpBody } from '@pill/proto/auth';
import type { RecaptchaVerifier } from '../public/recaptcha';
import type { Account, AccountStore } from './account-store.port';
import { SESSION_COOKIE } from './auth-provider.port';
import { LocalAuthService } from './local-auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { SqliteAccountStore } from './sqlite-account-store';

jest.mock('./passwords', () => {
  const actual = jest.requireActual('./passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

/** A hash as the earlier release made it: scrypt at N=2^14. */
function olderHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A captcha with no secret configured: every token passes. */
const noCaptcha = { verify: async () => undefined } as unknown as RecaptchaVerifier;

describe('local accounts', () => {
  const clock = { now: () => new Date('2026-03-01T10:00:00.000Z') };
  let ids = 0;
  const idGenerator = { newId: () => `account-${++ids}` };
  const withCookie = (token: string) => ({ cookies: { [SESSION_COOKIE]: token } }) as unknown as FastifyRequest;
  let accounts: SqliteAccountStore;
  let auth: LocalAuthService;
  beforeEach(() => {
    accounts = new SqliteAccountStore(':memory:');
    auth = new LocalAuthService(accounts, clock, idGenerator, noCaptcha);
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

/** Accounts in a map: what sign-in reads, and the rehash a sign-in with an older hash writes. */
function accountsOf(accounts: Account[]): AccountStore {
  return {
    findByEmail: async (email: string) => accounts.find((a) => a.email === email),
    findById: async (id: string) => accounts.find((a) => a.id === id),
    updatePasswordHash: async (id: string, passwordHash: string) => {
      const account = accounts.find((a) => a.id === id);
      if (account) account.passwordHash = passwordHash;
    },
    createSession: async () => undefined,
  } as unknown as AccountStore;
}

describe('local sign-in', () => {
  let now = 0;
  let captchaTokens: Array<{ token?: string | null; action?: string }>;
  let service: LocalAuthService;

  beforeEach(async () => {
    now = Date.parse('2026-03-02T09:00:00Z');
    captchaTokens = [];
    const captcha = {
      verify: async (token?: string | null, action?: string) => {
        captchaTokens.push({ token, action });
        if (token !== 'human') throw new DomainError('VALIDATION', 'Security verification failed.');
      },
    } as unknown as RecaptchaVerifier;
    // An older, cheaper hash: a hundred wrong guesses at today's N=2^17 would take a minute.
    const passwordHash = olderHash('right horse');
    const owner = { id: 'o1', email: 'owner@x.io', name: 'Ada', passwordHash, createdAt: '' };
    const clock = { now: () => new Date(now) };
    service = new LocalAuthService(accountsOf([owner]), clock, { newId: () => 'id' }, captcha);
    jest.mocked(verifyPassword).mockClear();
  });

  const signIn = (password: string, client: string, recaptchaToken?: string) =>
    service.signIn(SignInBody.parse({ email: 'owner@x.io', password, recaptchaToken }), client);

  it("runs a full password check at today's parameters for an unknown email too", async () => {
    const unknown = SignInBody.parse({ email: 'nobody@x.io', password: 'guess' });
    await expect(service.signIn(unknown, '203.0.113.5')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(jest.mocked(verifyPassword).mock.calls[0][1]).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('lets the owner in with the right password after 100 wrong ones from 20 other clients', async () => {
    for (let c = 0; c < 20; c++) {
      for (let i = 0; i < 5; i++) {
        const wrong = signIn(`guess ${i}`, `198.51.100.${c}`, 'human');
        await expect(wrong).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      }
    }
    const waiting = signIn('right horse', '198.51.100.0', 'human');
    await expect(waiting).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await signIn('right horse', '192.0.2.10', 'human')).user.userId).toBe('o1');
  }, 30_000);

  it('asks for the captcha, action sign_in, once an email has had 10 failures, and not before', async () => {
    for (let c = 0; c < 10; c++) {
      await expect(signIn('guess', `198.51.100.${c}`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(captchaTokens).toEqual([]);
    await expect(signIn('right horse', '192.0.2.10')).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(captchaTokens).toEqual([{ token: undefined, action: 'sign_in' }]);
    expect((await signIn('right horse', '192.0.2.10', 'human')).user.userId).toBe('o1');
    now += 16 * 60_000;
    expect((await signIn('right horse', '192.0.2.11')).user.userId).toBe('o1');
  });

  it('asks every sign-up for the captcha, action sign_up, before any account is made', async () => {
    const body = SignUpBody.parse({ name: 'Eve', email: 'eve@x.io', password: 'long enough pass' });
    await expect(service.signUp(body)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(captchaTokens).toEqual([{ token: undefined, action: 'sign_up' }]);
  });
});

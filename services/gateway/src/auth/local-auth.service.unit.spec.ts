import { DomainError } from '@pill/platform/errors';
import { SignInBody } from '@pill/proto/auth';
import type { RecaptchaVerifier } from '../public/recaptcha';
import type { Account, AccountStore } from './account-store.port';
import { LocalAuthService } from './local-auth.service';
import { hashPassword, verifyPassword } from './passwords';

jest.mock('./passwords', () => {
  const actual = jest.requireActual('./passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

/** Accounts in a map: what sign-in reads. */
function accountsOf(accounts: Account[]): AccountStore {
  return {
    findByEmail: async (email: string) => accounts.find((a) => a.email === email),
    findById: async (id: string) => accounts.find((a) => a.id === id),
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
    const owner = { id: 'o1', email: 'owner@x.io', name: 'Ada', passwordHash: await hashPassword('right horse'), createdAt: '' };
    service = new LocalAuthService(accountsOf([owner]), { now: () => new Date(now) }, { newId: () => 'id' }, captcha);
    jest.mocked(verifyPassword).mockClear();
  });

  const signIn = (password: string, client: string, recaptchaToken?: string) =>
    service.signIn(SignInBody.parse({ email: 'owner@x.io', password, recaptchaToken }), client);

  it('runs a full password check for an unknown email too, so the answer takes as long', async () => {
    await expect(service.signIn(SignInBody.parse({ email: 'nobody@x.io', password: 'guess' }), '203.0.113.5')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(jest.mocked(verifyPassword).mock.calls[0][1]).toMatch(/^scrypt\$/);
  });

  it('lets the owner in with the right password after 100 wrong ones from 20 other clients', async () => {
    for (let c = 0; c < 20; c++) {
      for (let i = 0; i < 5; i++) await expect(signIn(`guess ${i}`, `198.51.100.${c}`, 'human')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(signIn('right horse', '198.51.100.0', 'human')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await signIn('right horse', '192.0.2.10', 'human')).user.userId).toBe('o1');
  }, 30_000);

  it('asks for the captcha, action sign_in, once an email has had 10 failures, and not before', async () => {
    for (let c = 0; c < 10; c++) await expect(signIn('guess', `198.51.100.${c}`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(captchaTokens).toEqual([]);
    await expect(signIn('right horse', '192.0.2.10')).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(captchaTokens).toEqual([{ token: undefined, action: 'sign_in' }]);
    expect((await signIn('right horse', '192.0.2.10', 'human')).user.userId).toBe('o1');
    now += 16 * 60_000;
    expect((await signIn('right horse', '192.0.2.11')).user.userId).toBe('o1');
  });
});

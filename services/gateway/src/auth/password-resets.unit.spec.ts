import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@pill/platform/config';
import type { Logger } from '@pill/platform/logger';
import type { Mail, Mailer } from '../mail/mailer';
import { hashPassword, verifyPassword } from './passwords';
import { newResetToken, RESET_TOKEN_TTL_MS, resetTokenHash } from './password-reset-tokens';
import { PasswordResets, RESET_LINK_INVALID, RESET_UNAVAILABLE } from './password-resets';
import { SqliteAccountStore } from './sqlite-account-store';

jest.setTimeout(30_000); // each case hashes with scrypt at N=2^17, slow on a busy machine

const START = new Date('2026-03-01T09:00:00.000Z');
const tokenIn = (mail: Mail) => new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('token') ?? '';

describe('password reset tokens', () => {
  it('are 256 random bits, and only their hash is kept, which differs for every token', () => {
    const token = newResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(resetTokenHash(token)).not.toContain(token);
    expect(resetTokenHash(token)).toBe(resetTokenHash(token));
    expect(resetTokenHash(newResetToken())).not.toBe(resetTokenHash(token));
  });
});

describe('password resets', () => {
  let dir: string;
  let store: SqliteAccountStore;
  let now: Date;
  let mails: Mail[];
  const logger = { warn: jest.fn() } as unknown as Logger;
  const resets = (mailer: Mailer | null = { send: async (m) => void mails.push(m) }) =>
    new PasswordResets(store, mailer, { now: () => now }, loadConfig({ PUBLIC_ORIGIN: 'https://pill.example' }), logger);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pill-resets-'));
    store = new SqliteAccountStore(join(dir, 'accounts.sqlite'));
    now = START;
    mails = [];
    const passwordHash = await hashPassword('old password here');
    await store.createAccount({ id: 'ada', email: 'ada@example.com', name: 'Ada', passwordHash, createdAt: START.toISOString() });
  });
  afterEach(() => store.close());

  it('mails a link to the reset page; the store holds only the hash of its token', async () => {
    await resets().request('ada@example.com').sent;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('ada@example.com');
    expect(mails[0]?.text).toMatch(/https:\/\/pill\.example\/reset-password\?token=[\w-]{43}(\s|$)/);
    const disk = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f)).toString('latin1'))
      .join('');
    expect(disk).not.toContain(tokenIn(mails[0] as Mail));
  });

  it('sends nothing for an unknown email, and answers the same', async () => {
    const { sent } = resets().request('nobody@example.com');
    await sent;
    expect(mails).toEqual([]);
  });

  it('sets the new password once, ends every session, and refuses the same link again', async () => {
    await store.createSession('laptop', 'ada', new Date(START.getTime() + 86_400_000));
    await resets().request('ada@example.com').sent;
    const token = tokenIn(mails[0] as Mail);
    await resets().confirm({ token, password: 'a brand new password' });
    const account = await store.findById('ada');
    expect(await verifyPassword('a brand new password', account?.passwordHash ?? '')).toBe(true);
    expect(await store.findSession('laptop', now)).toBeUndefined();
    await expect(resets().confirm({ token, password: 'another new password' })).rejects.toMatchObject({ message: RESET_LINK_INVALID });
  });

  it('refuses a link after its hour, and keeps the password', async () => {
    await resets().request('ada@example.com').sent;
    now = new Date(START.getTime() + RESET_TOKEN_TTL_MS);
    await expect(resets().confirm({ token: tokenIn(mails[0] as Mail), password: 'a brand new password' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: RESET_LINK_INVALID,
    });
    expect(await verifyPassword('old password here', (await store.findById('ada'))?.passwordHash ?? '')).toBe(true);
  });

  it('is not found without SMTP', () => {
    expect(() => resets(null).request('ada@example.com')).toThrow(RESET_UNAVAILABLE);
  });
});

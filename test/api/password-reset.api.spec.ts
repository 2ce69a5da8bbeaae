import { randomUUID } from 'node:crypto';
import { startEmbeddedTarget, type Target } from './support/app';
import { Client, eventually } from './support/http';
import { describeWithMail, mailsTo } from './support/mailpit';

const LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.';
const TOO_SHORT = 'Use at least 10 characters for your password, not counting spaces.';

/** The token of the reset link in a mail's text. */
const tokenOf = (text: string) => {
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(text)?.[1];
  return link ? new URL(link).searchParams.get('token') : null;
};

describeWithMail('password reset by email', ({ base, apiUrl }) => {
  const signUp = async (password: string) => {
    const client = new Client(base);
    const email = `reset-${randomUUID()}@example.com`;
    expect((await client.post('/api/auth/sign-up/email', { name: 'Grace Hopper', email, password })).status).toBe(201);
    return { client, email };
  };
  const mailFor = async (email: string) => {
    const mails = await eventually(
      () => mailsTo(apiUrl(), email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    return mails[0] as { subject: string; text: string };
  };

  it('tells the web app that "Forgot password?" works', async () => {
    expect((await new Client(base).get('/api/config')).body.passwordReset).toBe(true);
  });

  it('mails a link that sets a new password once, and ends every session', async () => {
    const { client, email } = await signUp('the old password');
    const otherDevice = new Client(base);
    expect((await otherDevice.post('/api/auth/sign-in/email', { email, password: 'the old password' })).status).toBe(200);

    expect((await new Client(base).post('/api/auth/password-reset', { email: email.toUpperCase() })).status).toBe(202);
    const mail = await mailFor(email);
    expect(mail.subject).toBe('Reset your Pill password');
    const token = tokenOf(mail.text);
    expect(token).toMatch(/^[\w-]{43}$/);

    const weak = await new Client(base).post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect([weak.status, weak.body.message]).toEqual([400, TOO_SHORT]);
    const reset = await new Client(base).post('/api/auth/password-reset/confirm', { token, password: 'the new password' });
    expect(reset.status).toBe(204);

    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await new Client(base).post('/api/auth/sign-in/email', { email, password: 'the old password' })).status).toBe(401);
    expect((await new Client(base).post('/api/auth/sign-in/email', { email, password: 'the new password' })).status).toBe(200);

    const again = await new Client(base).post('/api/auth/password-reset/confirm', { token, password: 'a third password' });
    expect([again.status, again.body.message]).toEqual([400, LINK_INVALID]);
  });

  it('answers 202 for an email with no account, and mails it nothing', async () => {
    const nobody = `nobody-${randomUUID()}@example.com`;
    expect((await new Client(base).post('/api/auth/password-reset', { email: nobody })).status).toBe(202);
    const { email } = await signUp('some long password');
    expect((await new Client(base).post('/api/auth/password-reset', { email })).status).toBe(202);
    await mailFor(email);
    expect(await mailsTo(apiUrl(), nobody)).toEqual([]);
    const made = await new Client(base).post('/api/auth/password-reset/confirm', { token: 'made-up', password: 'a long new password' });
    expect([made.status, made.body.message]).toEqual([400, LINK_INVALID]);
  });
});

describe('password reset without SMTP_URL', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startEmbeddedTarget({ SMTP_URL: '', MAILPIT_API_URL: '' });
  });
  afterAll(() => target.close());

  it('is hidden from the web app and its routes answer 404 with a message', async () => {
    const base = () => target.url;
    expect((await new Client(base).get('/api/config')).body.passwordReset).toBe(false);
    const asked = await new Client(base).post('/api/auth/password-reset', { email: 'ada@example.com' });
    expect([asked.status, asked.body.message]).toEqual([404, expect.stringMatching(/not set up on this server/)]);
    const confirm = await new Client(base).post('/api/auth/password-reset/confirm', { token: 'x', password: 'a long new password' });
    expect(confirm.status).toBe(404);
  });
});

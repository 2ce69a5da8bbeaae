import { randomUUID } from 'node:crypto';
import { Client, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

const TOO_SHORT = 'Use at least 10 characters for your password, not counting spaces.';

describe('local accounts', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  it('signs up with a session cookie that is HttpOnly and SameSite=Lax, and knows the user', async () => {
    const client = new Client(base);
    const email = `Grace.${randomUUID()}@Example.com`;
    const reply = await client.post('/api/auth/sign-up/email', { name: ' Grace Hopper ', email, password: 'navy compiler 1952' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ firstName: 'Grace', email: email.toLowerCase() });
    const cookie = reply.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/pill_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: reply.body.id, firstName: 'Grace', email: email.toLowerCase() });
  });

  it('refuses a second account with the same email (409) and explains weak input (400)', async () => {
    const email = `dup-${randomUUID()}@example.com`;
    await new Client(base).post('/api/auth/sign-up/email', { name: 'A', email, password: 'password one' });
    const again = await new Client(base).post('/api/auth/sign-up/email', { name: 'B', email, password: 'password two' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    const weak = ['short', ' '.repeat(12), 'nine char', '\u200B'.repeat(12)];
    for (const password of weak) {
      const account = { name: 'C', email: `x-${randomUUID()}@example.com`, password };
      const refused = await new Client(base).post('/api/auth/sign-up/email', account);
      expect([refused.status, refused.body.message]).toEqual([400, TOO_SHORT]);
    }
    const bad = await new Client(base).post('/api/auth/sign-up/email', { name: 'D', email: 'not-an-email', password: 'long enough pw' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address.');
  });

  it('signs in with the right password only, and throttles guessing after 5 failures', async () => {
    const email = `sign-in-${randomUUID()}@example.com`;
    await new Client(base).post('/api/auth/sign-up/email', { name: 'Alan', email, password: 'enigma machine' });
    const wrong = await new Client(base).post('/api/auth/sign-in/email', { email, password: 'bombe' });
    expect(wrong.status).toBe(401);
    const right = new Client(base);
    const ok = await right.post('/api/auth/sign-in/email', { email: email.toUpperCase(), password: 'enigma machine' });
    expect(ok.status).toBe(200);
    expect((await right.get('/api/auth/user')).status).toBe(200);
    for (let i = 0; i < 5; i++) await new Client(base).post('/api/auth/sign-in/email', { email, password: `guess-${i}` });
    const blocked = await new Client(base).post('/api/auth/sign-in/email', { email, password: 'enigma machine' });
    expect(blocked.status).toBe(429);
  });

  // 20 wrong guesses, past every count the throttle keeps for an email (5 a client, 10 for the
  // captcha): each costs a full scrypt at N=2^17, so a hundred would take a minute on a small
  // machine. The unit spec runs the hundred against a cheaper hash.
  it('lets the owner in with the right password after 20 wrong ones from 4 other clients', async () => {
    const email = `target-${randomUUID()}@example.com`;
    const account = { name: 'Ada', email, password: 'analytical engine' };
    expect((await new Client(base).post('/api/auth/sign-up/email', account)).status).toBe(201);
    const signInFrom = (client: Client, address: string, password: string) =>
      client.post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': address });
    for (let c = 1; c <= 4; c++) {
      const guesses = [0, 1, 2, 3, 4].map((i) => signInFrom(new Client(base), `198.51.100.${c}`, `guess${i}`));
      expect((await Promise.all(guesses)).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    }
    const guesser = await signInFrom(new Client(base), '198.51.100.1', account.password);
    expect(guesser.status).toBe(429);
    expect(guesser.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
    const owner = new Client(base);
    const signIn = await signInFrom(owner, '203.0.113.50', account.password);
    expect(signIn.status).toBe(200);
    expect((await owner.get('/api/auth/user')).body.email).toBe(email);
  }, 60_000);

  it('signs out through the API and through /api/logout', async () => {
    const client = await signUpOwner(base);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const other = await signUpOwner(base);
    const logout = await other.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await other.get('/api/auth/user')).status).toBe(401);
  });

  it('signs out everywhere: every session of the owner ends, on every device', async () => {
    const email = `everywhere-${randomUUID()}@example.com`;
    const laptop = new Client(base);
    await laptop.post('/api/auth/sign-up/email', { name: 'Ada', email, password: 'analytical engine' });
    const phone = new Client(base);
    const signIn = await phone.post('/api/auth/sign-in/email', { email, password: 'analytical engine' });
    expect(signIn.status).toBe(200);
    const someoneElse = await signUpOwner(base);
    const everywhere = await phone.post('/api/auth/sign-out-everywhere');
    expect(everywhere.status).toBe(200);
    expect(everywhere.headers.get('set-cookie')).toMatch(/pill_session=;/);
    expect((await laptop.get('/api/feedback-links')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await someoneElse.get('/api/auth/user')).status).toBe(200);
    const again = await new Client(base).post('/api/auth/sign-out-everywhere');
    expect([again.status, again.body.message]).toEqual([401, 'Please sign in to continue.']);
  });

  it('answers 401 with a message on every owner route without a session', async () => {
    const anonymous = new Client(base);
    for (const [method, path] of [
      ['GET', '/api/feedback-links'],
      ['POST', '/api/feedback-links'],
      ['GET', '/api/feedback-links/abc'],
      ['PUT', '/api/feedback-links/abc'],
      ['PATCH', '/api/feedback-links/abc'],
      ['DELETE', '/api/feedback-links/abc'],
      ['GET', '/api/feedback-links/abc/responses'],
      ['GET', '/api/feedback-links/abc/analytics'],
      ['GET', '/api/feedback-links/abc/unified-analytics'],
      ['DELETE', '/api/feedback-responses/abc'],
      ['GET', '/api/questions/user'],
      ['GET', '/api/questions/categories'],
      ['POST', '/api/questions'],
      ['PUT', '/api/questions/abc'],
      ['DELETE', '/api/questions/abc'],
    ]) {
      const reply = await anonymous.request(method, path, method === 'POST' || method === 'PUT' || method === 'PATCH' ? {} : undefined);
      expect({ path, method, status: reply.status }).toEqual({ path, method, status: 401 });
      expect(reply.body.message).toBe('Please sign in to continue.');
    }
  });

  it('tells the web app what it needs, and no secret', async () => {
    const reply = await new Client(base).get('/api/config');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ authProvider: 'local', captchaProvider: 'none' });
    expect(typeof reply.body.supportEmail).toBe('string');
    expect(reply.text).not.toMatch(/secret/i);
  });
});

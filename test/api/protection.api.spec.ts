import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startEmbeddedTarget, type Target } from './support/app';
import { scrapeMetrics } from './support/metrics';

/** `human` verifies for the public form; `human:sign_in` for the action it names. */
const actionOf = (token: string) => token.split(':')[1] ?? 'submit_feedback';

/** A stand-in for Google's siteverify endpoint, speaking its form-encoded protocol on loopback; like Google, a token verifies once. */
function recaptchaStandIn(): Promise<{ url: string; server: Server; seen: URLSearchParams[] }> {
  const seen: URLSearchParams[] = [];
  const spent = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const token = form.get('response') ?? '';
      const reused = spent.has(token);
      spent.add(token);
      // Google names the host where the token was solved; the app checks it when PUBLIC_ORIGIN is set.
      const onSite = { hostname: '127.0.0.1' };
      const verdict = reused
        ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
        : token.startsWith('human')
          ? { success: true, score: 0.9, action: actionOf(token), ...onSite }
          : token === 'bot'
            ? { success: true, score: 0.1, action: 'submit_feedback', ...onSite }
            : token === 'other-action'
              ? { success: true, score: 0.9, action: 'login', ...onSite }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(verdict));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/siteverify`, server, seen }),
    ),
  );
}

describe('protection of the public routes', () => {
  it('verifies reCAPTCHA v3 when configured: action submit_feedback and a minimum score', async () => {
    const stand = await recaptchaStandIn();
    const target: Target = await startEmbeddedTarget({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      RECAPTCHA_MIN_SCORE: '0.5',
      RECAPTCHA_VERIFY_URL: stand.url,
    });
    try {
      const base = () => target.url;
      const config = await new Client(base).get('/api/config');
      expect(config.body).toMatchObject({ captchaProvider: 'recaptcha', recaptchaSiteKey: 'site-key' });
      expect(config.text).not.toContain('secret-key');
      const owner = await signUpOwner(base, 'Ada', { recaptchaToken: 'human:sign_up' });
      const link = await createLink(owner);
      const answer = [{ questionId: 'default-general-1', response: 'Fine work' }];
      expect((await submit(new Client(base), link.shortCode, answer)).status).toBe(400);
      expect((await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'bot' })).status).toBe(400);
      expect((await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'other-action' })).status).toBe(400);
      expect((await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'forged' })).status).toBe(400);
      const human = await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'human' });
      expect(human.status).toBe(201);
      expect(stand.seen.at(-1)?.get('secret')).toBe('secret-key');
      expect(stand.seen.every((f) => !f.has('remoteip'))).toBe(true);

      // A respondent whose answer was stored but whose connection dropped retries with the same key and the spent token.
      const key = { 'idempotency-key': 'retry-after-a-dropped-connection' };
      const first = await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'human-once' }, key);
      const retry = await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'human-once' }, key);
      expect([first.status, retry.status]).toEqual([201, 201]);
      // Only the first receipt code's hash was kept: the retry answers the same submission with a new code.
      expect(retry.body).toEqual({
        ...first.body,
        receipt: expect.objectContaining({ code: expect.not.stringMatching(first.body.receipt.code) }),
      });
      expect((await submit(new Client(base), link.shortCode, answer, { recaptchaToken: 'human-once' })).status).toBe(400);
      expect((await owner.get(`/api/feedback-links/${link.id}/responses`)).body).toHaveLength(2);
    } finally {
      await target.close();
      stand.server.close();
    }
  });

  it('asks for the captcha at sign-up, and at sign-in once an email has had repeated failures', async () => {
    const stand = await recaptchaStandIn();
    const target = await startEmbeddedTarget({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      RECAPTCHA_VERIFY_URL: stand.url,
    });
    try {
      const base = () => target.url;
      const email = `captcha-${randomUUID()}@example.com`;
      const password = 'difference engine';
      const account = (extra: object) => new Client(base).post('/api/auth/sign-up/email', { name: 'Ada', email, password, ...extra });
      expect((await account({})).status).toBe(400);
      expect((await account({ recaptchaToken: 'human' })).status).toBe(400); // made for the public form
      expect((await account({ recaptchaToken: 'human:sign_up' })).status).toBe(201);
      const signIn = (guess: string, client: string, recaptchaToken?: string) =>
        new Client(base).post('/api/auth/sign-in/email', { email, password: guess, recaptchaToken }, { 'x-forwarded-for': client });
      expect((await signIn(password, '203.0.113.1')).status).toBe(200);
      for (let i = 1; i <= 10; i++) expect((await signIn(`guess ${i}`, `198.51.100.${i}`)).status).toBe(401);
      expect((await signIn(password, '203.0.113.1')).status).toBe(400);
      expect((await signIn(password, '203.0.113.1', 'human:sign_up')).status).toBe(400);
      expect((await signIn(password, '203.0.113.1', 'human:sign_in')).status).toBe(200);
    } finally {
      await target.close();
      stand.server.close();
    }
  });

  it('limits sign-ups per client per hour with 429 and a message', async () => {
    const target = await startEmbeddedTarget({ RATE_LIMIT_SIGN_UPS_PER_HOUR: '3' });
    try {
      const base = () => target.url;
      const account = () => ({ name: 'Bot', email: `bot-${randomUUID()}@example.com`, password: 'long enough pw' });
      const signUp = (client: string) => new Client(base).post('/api/auth/sign-up/email', account(), { 'x-forwarded-for': client });
      const burst = [];
      for (let i = 0; i < 5; i++) burst.push(await signUp(`2001:db8:66:1::${i + 1}`));
      expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
      const message = 'Too many new accounts from your network. Please try again in an hour.';
      expect(burst[3].body.message).toBe(message);
      expect((await signUp('2001:db8:66:2::1')).status).toBe(201);
    } finally {
      await target.close();
    }
  });

  it('rate-limits public reads and submissions per client with 429 and a message', async () => {
    const target = await startEmbeddedTarget({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '3', RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '5' });
    try {
      const base = () => target.url;
      const owner = await signUpOwner(base);
      const link = await createLink(owner);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response: `n${i}` }])).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const reads: number[] = [];
      for (let i = 0; i < 7; i++) reads.push((await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`)).status);
      expect(reads).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`);
      expect(limited.body.message).toBe('Too many requests. Please wait a minute and try again.');
      // A 429 from the rate limiter carries the security headers of every other answer.
      expect(limited.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(limited.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await owner.get('/api/feedback-links')).status).toBe(200);
    } finally {
      await target.close();
    }
  });

  it('keys the limits on the /64 of an IPv6 client and reads an IPv4-mapped address as IPv4', async () => {
    const target = await startEmbeddedTarget({ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '2', RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '2' });
    try {
      const base = () => target.url;
      const link = await createLink(await signUpOwner(base));
      const answer = (n: number) => [{ questionId: 'default-general-1', response: `answer ${n}` }];
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const submitFrom = async (address: string, n: number) =>
        (await submit(new Client(base), link.shortCode, answer(n), {}, from(address))).status;
      // Three addresses of one /64 share one budget; the next /64 has its own.
      expect(await submitFrom('2001:db8:5:6::1', 1)).toBe(201);
      expect(await submitFrom('2001:db8:5:6:a:b:c:d', 2)).toBe(201);
      expect(await submitFrom('2001:db8:5:6:ffff::2', 3)).toBe(429);
      expect(await submitFrom('2001:db8:5:7::1', 4)).toBe(201);
      const readFrom = async (address: string) =>
        (await new Client(base).request('GET', `/api/public/feedback-links/${link.shortCode}`, undefined, from(address))).status;
      expect([await readFrom('198.51.100.20'), await readFrom('::ffff:198.51.100.20'), await readFrom('::ffff:c633:6414')]).toEqual([
        200, 200, 429,
      ]);
    } finally {
      await target.close();
    }
  });

  it("caps a link's submissions a day, tells the respondent with 429 and the owner on the analytics", async () => {
    const target = await startEmbeddedTarget({ DAILY_SUBMISSIONS_PER_LINK: '2' });
    try {
      const base = () => target.url;
      const owner = await signUpOwner(base);
      const link = await createLink(owner);
      const other = await createLink(owner);
      const answer = (n: number) => [{ questionId: 'default-general-1', response: `answer ${n}` }];
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await submit(new Client(base), link.shortCode, answer(i))).status);
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await submit(new Client(base), link.shortCode, answer(4));
      expect(refused.body).toEqual({ message: 'This form has taken in all the answers it can today. Please try again tomorrow.' });
      expect((await submit(new Client(base), other.shortCode, answer(5))).status).toBe(201);
      const analytics = () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body);
      const told = await eventually(analytics, (a) => a.capsReached.length > 0);
      expect(told.capsReached).toEqual([{ date: new Date().toISOString().slice(0, 10), cap: 'submissions', limit: 2 }]);
      expect(told.totalResponses).toBe(2);
    } finally {
      await target.close();
    }
  });

  it('sends security headers, refuses cross-site owner writes, and serves health, readiness and metrics', async () => {
    const target = await startEmbeddedTarget();
    try {
      const base = () => target.url;
      const owner = await signUpOwner(base);
      const page = await new Client(base).get('/');
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('strict-transport-security')).toBeNull(); // not production, not HTTPS
      const crossSite = await owner.request(
        'POST',
        '/api/feedback-links',
        { title: 'x', questionIds: ['default-general-1'] },
        { origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      const sameSite = await owner.request(
        'POST',
        '/api/feedback-links',
        { title: 'x', questionIds: ['default-general-1'] },
        { origin: target.url },
      );
      expect(sameSite.status).toBe(201);
      expect((await new Client(base).get('/healthz')).body).toEqual({ status: 'ok' });
      expect((await new Client(base).get('/readyz')).status).toBe(200);
      expect(await scrapeMetrics(target)).toMatch(/http_server_request_duration_seconds_bucket\{[^}]*http_route="\/api\/feedback-links"/);
    } finally {
      await target.close();
    }
  });

  it('refuses a cookie write unless Origin or Sec-Fetch-Site says it came from the app', async () => {
    const target = await startEmbeddedTarget();
    try {
      const base = () => target.url;
      const owner = await signUpOwner(base);
      const body = { title: 'x', questionIds: ['default-general-1'] };
      const write = (headers: Record<string, string>) => owner.request('POST', '/api/feedback-links', body, headers);
      const noOrigin = { origin: '' };
      const refused = await write(noOrigin);
      expect([refused.status, typeof refused.body.message]).toEqual([403, 'string']);
      expect((await write({ origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await write({ origin: '', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
      // Without PUBLIC_ORIGIN, a Host the sender picked does not make its Origin ours.
      expect((await write({ origin: 'http://evil.example', host: 'evil.example' })).status).toBe(403);
      expect((await write({ origin: `http://localhost:${new URL(target.url).port}` })).status).toBe(201);
      const remove = await owner.request('DELETE', '/api/questions/default-general-1', undefined, noOrigin);
      expect(remove.status).toBe(403);
      // A client with no cookies has no session to ride on: signing up from a script still works.
      const script = new Client(base);
      const signUp = { name: 'Script', email: `s-${Date.now()}@example.com`, password: 'long enough words' };
      const scripted = await script.request('POST', '/api/auth/sign-up/email', signUp, noOrigin);
      expect(scripted.status).toBe(201);
    } finally {
      await target.close();
    }
  });

  it('trusts only PUBLIC_ORIGIN when it is set', async () => {
    const target = await startEmbeddedTarget({ PUBLIC_ORIGIN: 'https://feedback.example.com' });
    try {
      const owner = new Client(() => target.url);
      const ours = { origin: 'https://feedback.example.com' };
      const account = { name: 'Ada', email: `ada-${Date.now()}@example.com`, password: 'long enough words' };
      expect((await owner.request('POST', '/api/auth/sign-up/email', account)).status).toBe(403);
      expect((await owner.request('POST', '/api/auth/sign-up/email', account, ours)).status).toBe(201);
      const body = { title: 'x', questionIds: ['default-general-1'] };
      const write = (origin: string) => owner.request('POST', '/api/feedback-links', body, { origin });
      expect((await write(target.url)).status).toBe(403);
      expect((await write('https://feedback.example.com')).status).toBe(201);
    } finally {
      await target.close();
    }
  });

  it('refuses to start with Clerk chosen and no publishable key, naming the setting', async () => {
    await expect(startEmbeddedTarget({ AUTH_PROVIDER: 'clerk' })).rejects.toThrow(/Missing Clerk Publishable Key/);
  });
});

import type { FastifyRequest } from 'fastify';
import { loadConfig } from '@pill/platform/config';
import { createLogger } from '@pill/platform/logger';
import { clerkInstance, sessionToken, startClerkBackend, type ClerkBackendStandIn, type ClerkInstance } from '../testing/clerk-stand-in';
import { ClerkAuthProvider } from './clerk-auth.provider';

const ORIGIN = 'https://pill.example';
const SECRET = 'sk_test_standin';

let instance: ClerkInstance;
let backend: ClerkBackendStandIn;

beforeAll(async () => {
  instance = clerkInstance();
  backend = await startClerkBackend([
    { id: 'user_ada', firstName: 'Ada', email: 'ada@example.com' },
    { id: 'user_nameless', firstName: null, email: 'nameless@example.com' },
  ]);
});
afterAll(() => backend.close());
beforeEach(() => backend.requests.splice(0));

function provider(env: Record<string, string> = {}, now?: () => number) {
  const config = loadConfig({
    AUTH_PROVIDER: 'clerk',
    CLERK_PUBLISHABLE_KEY: instance.publishableKey,
    CLERK_JWT_KEY: instance.jwtKey,
    CLERK_SECRET_KEY: SECRET,
    CLERK_API_URL: backend.url,
    PUBLIC_ORIGIN: ORIGIN,
    ...env,
  });
  return new ClerkAuthProvider(config, createLogger('test', 'silent'), now);
}

const withCookie = (token: string) => ({ headers: {}, cookies: { __session: token } }) as unknown as FastifyRequest;
const withBearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, cookies: {} }) as unknown as FastifyRequest;
const seconds = () => Math.floor(Date.now() / 1000);

describe('ClerkAuthProvider', () => {
  it("signs in the owner of a __session cookie and reads their name from Clerk's Backend API once", async () => {
    const auth = provider();
    const token = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN });
    expect(await auth.authenticate(withCookie(token))).toEqual({ userId: 'user_ada', firstName: 'Ada', email: 'ada@example.com' });
    expect(await auth.authenticate(withBearer(token))).toEqual({ userId: 'user_ada', firstName: 'Ada', email: 'ada@example.com' });
    expect(backend.requests).toEqual([{ path: '/v1/users/user_ada', authorization: `Bearer ${SECRET}` }]);
  });

  it('falls back to the email when Clerk has no first name', async () => {
    const token = sessionToken(instance, { sub: 'user_nameless', azp: ORIGIN });
    expect(await provider().authenticate(withCookie(token))).toEqual({ userId: 'user_nameless', email: 'nameless@example.com' });
  });

  it('refuses no token, a forged token and an expired one (beyond the 5 s clock skew)', async () => {
    const auth = provider();
    expect(await auth.authenticate({ headers: {}, cookies: {} } as unknown as FastifyRequest)).toBeUndefined();
    const forged = sessionToken(clerkInstance(), { sub: 'user_ada', azp: ORIGIN });
    expect(await auth.authenticate(withCookie(forged))).toBeUndefined();
    const expired = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN, exp: seconds() - 10 });
    expect(await auth.authenticate(withCookie(expired))).toBeUndefined();
    const notYet = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN, nbf: seconds() + 30 });
    expect(await auth.authenticate(withCookie(notYet))).toBeUndefined();
    const justLapsed = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN, exp: seconds() - 2 });
    expect(await auth.authenticate(withCookie(justLapsed))).toMatchObject({ userId: 'user_ada' });
  });

  it('accepts only tokens minted for this site when PUBLIC_ORIGIN is set', async () => {
    const auth = provider();
    expect(await auth.authenticate(withCookie(sessionToken(instance, { sub: 'user_ada', azp: 'https://evil.example' })))).toBeUndefined();
    expect(await auth.authenticate(withCookie(sessionToken(instance, { sub: 'user_ada' })))).toBeUndefined();
    const open = provider({ PUBLIC_ORIGIN: '' });
    expect(await open.authenticate(withCookie(sessionToken(instance, { sub: 'user_ada', azp: 'http://127.0.0.1:3000' })))).toMatchObject({
      userId: 'user_ada',
    });
  });

  it('keeps a verified owner signed in when the Backend API cannot answer, and asks again later', async () => {
    let now = Date.now();
    const auth = provider({}, () => now);
    const token = sessionToken(instance, { sub: 'user_unknown', azp: ORIGIN });
    expect(await auth.authenticate(withCookie(token))).toEqual({ userId: 'user_unknown' });
    expect(await auth.authenticate(withCookie(token))).toEqual({ userId: 'user_unknown' });
    expect(backend.requests).toHaveLength(1);
    now += 31_000;
    await auth.authenticate(withCookie(token));
    expect(backend.requests).toHaveLength(2);
  });

  it('with only the JWT key, knows the owner by id and calls no Backend API', async () => {
    const auth = provider({ CLERK_SECRET_KEY: '' });
    const token = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN });
    expect(await auth.authenticate(withCookie(token))).toEqual({ userId: 'user_ada' });
    expect(backend.requests).toEqual([]);
  });
});

describe('signing out with Clerk', () => {
  const withCookies = (cookies: Record<string, string>) => ({ headers: {}, cookies }) as unknown as FastifyRequest;

  it('revokes the session a signed token names, even a lapsed one, and clears the Clerk cookies', async () => {
    const lapsed = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN, sid: 'sess_42', exp: seconds() - 600 });
    const cleared = await provider().signOut(
      withCookies({ __session: lapsed, __client_uat: '1700000000', __client_uat_AbC123: '1700000000', theme: 'dark' }),
      { revoke: true },
    );
    expect(backend.requests).toEqual([{ method: 'POST', path: '/v1/sessions/sess_42/revoke', authorization: `Bearer ${SECRET}` }]);
    expect(cleared.sort()).toEqual(['__client_uat', '__client_uat_AbC123', '__session']);
  });

  it('revokes nothing for a forged token, and still clears the cookies', async () => {
    const forged = sessionToken(clerkInstance(), { sub: 'user_ada', azp: ORIGIN, sid: 'sess_victim' });
    expect(await provider().signOut(withCookies({ __session: forged }), { revoke: true })).toEqual(['__session']);
    expect(backend.requests).toEqual([]);
  });

  it('without being asked to revoke, only clears the Clerk cookies', async () => {
    const valid = sessionToken(instance, { sub: 'user_ada', azp: ORIGIN, sid: 'sess_43' });
    expect((await provider().signOut(withCookies({ __session: valid, __client_uat: '1700000000' }))).sort()).toEqual([
      '__client_uat',
      '__session',
    ]);
    expect(backend.requests).toEqual([]);
  });
});

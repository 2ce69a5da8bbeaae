import { Test } from '@nestjs/testing';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { CONFIG, loadConfig } from '@pill/platform/config';
import { createLogger } from '@pill/platform/logger';
import { OwnerAccounts } from '../owners/owner-accounts';
import { SampleSeeder } from '../owners/sample-seeder';
import { clerkInstance, sessionToken, startClerkBackend, type ClerkBackendStandIn, type ClerkInstance } from '../testing/clerk-stand-in';
import { AUTH_PROVIDER } from './auth-provider.port';
import { AccountDeletion } from '../owners/account-deletion';
import { AuthController } from './auth.controller';
import { PasswordResets } from './password-resets';
import { ClerkAuthProvider } from './clerk-auth.provider';
import { LocalAuthService } from './local-auth.service';

// The sign-out routes over HTTP with Clerk (its Backend API played on loopback): only the POST,
// which the Origin check guards, may revoke the session at Clerk. @fastify/cookie loads its parser
// (and light-my-request, behind inject, its writer) with imports Jest cannot run: the app listens on
// loopback, and a stand-in reads the Cookie header and records what each reply clears.
const ORIGIN = 'https://pill.example';
let instance: ClerkInstance;
let backend: ClerkBackendStandIn;
let app: NestFastifyApplication;
let url: string;
let cleared: Array<{ name: string; options?: object }>;

beforeAll(async () => {
  instance = clerkInstance();
  backend = await startClerkBackend([{ id: 'user_ada', firstName: 'Ada', email: 'ada@example.com' }]);
  const config = loadConfig({
    AUTH_PROVIDER: 'clerk',
    CLERK_PUBLISHABLE_KEY: instance.publishableKey,
    CLERK_JWT_KEY: instance.jwtKey,
    CLERK_SECRET_KEY: 'sk_test_standin',
    CLERK_API_URL: backend.url,
    PUBLIC_ORIGIN: ORIGIN,
  });
  const module = await Test.createTestingModule({
    controllers: [AuthController],
    providers: [
      { provide: CONFIG, useValue: config },
      { provide: AUTH_PROVIDER, useValue: new ClerkAuthProvider(config, createLogger('test', 'silent')) },
      { provide: LocalAuthService, useValue: {} },
      { provide: OwnerAccounts, useValue: {} },
      { provide: SampleSeeder, useValue: {} },
      { provide: AccountDeletion, useValue: {} },
      { provide: PasswordResets, useValue: {} },
    ],
  }).compile();
  app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.decorateRequest('cookies', null as never);
  fastify.addHook('onRequest', async (request) => {
    request.cookies = Object.fromEntries(
      (request.headers.cookie ?? '')
        .split(/;\s*/)
        .filter(Boolean)
        .map((c) => c.split('=', 2) as [string, string]),
    );
  });
  fastify.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: object) {
    cleared.push({ name, options });
    return this;
  });
  await app.listen(0, '127.0.0.1');
  url = await app.getUrl();
});
afterAll(async () => {
  await app?.close();
  await backend?.close();
});
beforeEach(() => {
  backend.requests.splice(0);
  cleared = [];
});

const signedIn = () => ({
  cookie: `__session=${sessionToken(instance, { sub: 'user_ada', azp: ORIGIN, sid: 'sess_7' })}; __client_uat=1700000000`,
});
const CLEARED = [
  { name: '__session', options: { path: '/', sameSite: 'lax', secure: false } },
  { name: '__client_uat', options: { path: '/', sameSite: 'lax', secure: false } },
];

describe('signing out over HTTP with Clerk', () => {
  it('GET /api/logout clears the Clerk cookies and revokes nothing', async () => {
    const reply = await fetch(`${url}/api/logout`, { headers: signedIn(), redirect: 'manual' });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/');
    expect(cleared).toEqual(CLEARED);
    expect(backend.requests).toEqual([]);
  });

  it('POST /api/auth/sign-out revokes the session at Clerk and clears the same cookies', async () => {
    const reply = await fetch(`${url}/api/auth/sign-out`, { method: 'POST', headers: signedIn() });
    expect(reply.status).toBe(200);
    expect(cleared).toEqual(CLEARED);
    expect(backend.requests).toEqual([{ method: 'POST', path: '/v1/sessions/sess_7/revoke', authorization: 'Bearer sk_test_standin' }]);
  });
});

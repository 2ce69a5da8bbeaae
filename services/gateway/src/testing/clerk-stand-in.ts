import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * What a test needs to play Clerk without the internet: an instance's RS256 key pair (the public
 * half is what CLERK_JWT_KEY holds), session tokens signed like Clerk's, and a Backend API on
 * loopback that answers GET /v1/users/{id} and POST /v1/sessions/{id}/revoke the way Clerk's does.
 * Only specs import it: the gateway's unit specs here, the end-to-end suite via test/support.
 */
export type ClerkInstance = { jwtKey: string; privateKey: KeyObject; publishableKey: string };

const FRONTEND_API = 'clerk.pill-test.invalid';

/** A Clerk publishable key naming `host` as its Frontend API: `pk_test_` or `pk_live_`, then base64 of `host$`. */
export const publishableKey = (host: string, kind: 'test' | 'live' = 'test') => `pk_${kind}_${Buffer.from(`${host}$`).toString('base64')}`;

/** A Clerk instance of our own; its Frontend API host is under `.invalid`, so it can never resolve. */
export function clerkInstance(): ClerkInstance {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwtKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { jwtKey, privateKey, publishableKey: publishableKey(FRONTEND_API) };
}

const b64url = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export type SessionClaims = { sub: string; azp?: string; sid?: string; iat?: number; nbf?: number; exp?: number; [claim: string]: unknown };

/** A session token as Clerk's Frontend API mints it: a minute long, from `now` (seconds). */
export function sessionToken(instance: ClerkInstance, claims: SessionClaims, now = Math.floor(Date.now() / 1000)): string {
  const payload = { iss: `https://${FRONTEND_API}`, sid: 'sess_standin', iat: now, nbf: now - 5, exp: now + 60, ...claims };
  const head = `${b64url({ alg: 'RS256', typ: 'JWT', kid: 'ins_standin' })}.${b64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(instance.privateKey);
  return `${head}.${b64url(signature)}`;
}

export type StandInUser = { id: string; firstName?: string | null; email?: string };

/** Clerk's Backend API for users, as far as the gateway reads it. */
export function clerkUserJson(user: StandInUser) {
  const emailId = `idn_${user.id}`;
  return {
    object: 'user',
    id: user.id,
    first_name: user.firstName ?? null,
    last_name: null,
    username: null,
    image_url: '',
    has_image: false,
    primary_email_address_id: user.email ? emailId : null,
    email_addresses: user.email
      ? [{ object: 'email_address', id: emailId, email_address: user.email, verification: null, linked_to: [] }]
      : [],
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    public_metadata: {},
    private_metadata: {},
    unsafe_metadata: {},
    created_at: 1_750_000_000_000,
    updated_at: 1_750_000_000_000,
  };
}

/** Each request the stand-in saw; `method` only when it is not GET. */
export type StandInRequest = { method?: string; path: string; authorization?: string };
export type ClerkBackendStandIn = { url: string; requests: StandInRequest[]; close: () => Promise<void> };

/** Listens on 127.0.0.1 only; unknown users answer 404 with Clerk's error shape, any session revokes. */
export async function startClerkBackend(users: StandInUser[]): Promise<ClerkBackendStandIn> {
  const requests: StandInRequest[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push({ ...(req.method === 'GET' ? {} : { method: req.method }), path, authorization: req.headers.authorization });
    res.setHeader('Content-Type', 'application/json');
    const revoke = req.method === 'POST' ? /^\/v1\/sessions\/([\w-]+)\/revoke$/.exec(path) : null;
    if (revoke) {
      const now = Date.now();
      res.end(
        JSON.stringify({
          object: 'session',
          id: revoke[1],
          client_id: 'client_standin',
          user_id: 'user_standin',
          status: 'revoked',
          last_active_at: now,
          expire_at: now,
          abandon_at: now,
          created_at: now,
          updated_at: now,
        }),
      );
      return;
    }
    const match = /^\/v1\/users\/([^/?]+)$/.exec(path);
    const user = match && req.method === 'GET' ? users.find((u) => u.id === decodeURIComponent(match[1])) : undefined;
    if (!user) {
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          errors: [{ code: 'resource_not_found', message: 'not found', long_message: 'Resource not found' }],
          clerk_trace_id: 'standin',
        }),
      );
      return;
    }
    res.end(JSON.stringify(clerkUserJson(user)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

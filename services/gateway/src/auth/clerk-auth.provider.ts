import { createClerkClient, verifyToken } from '@clerk/backend';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@pill/platform/config';
import type { Logger } from '@pill/platform/logger';
import type { AuthProvider, SignedInUser } from './auth-provider.port';

const PROFILE_TTL_MS = 5 * 60_000;
/** A session token lives a minute; signing out still names its session from one up to a day old. */
const SIGN_OUT_SKEW_MS = 24 * 3600_000;
/** Clerk's browser cookies on our origin, with or without the instance suffix Clerk adds to them. */
const CLERK_COOKIE = /^__(session|client_uat)(_[A-Za-z0-9-]+)?$/;
/** After a failed profile read, ask Clerk again this much later rather than on every request. */
const PROFILE_RETRY_MS = 30_000;

/**
 * Owners signed in with Clerk: the session token (the `__session` cookie that Clerk's browser SDK
 * keeps on our origin, or a Bearer header) is verified with the instance's JWT key (PEM, no
 * network) or secret key (JWKS from the Backend API), with Clerk's 5 s clock skew and, when
 * PUBLIC_ORIGIN is set, its `azp` checked against it. The profile is read once and cached.
 */
export class ClerkAuthProvider implements AuthProvider {
  readonly kind = 'clerk' as const;
  private readonly clerk;
  private readonly profiles = new Map<string, { user: SignedInUser; until: number }>();

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.clerk = createClerkClient({
      secretKey: config.CLERK_SECRET_KEY,
      publishableKey: config.CLERK_PUBLISHABLE_KEY,
      ...(config.CLERK_API_URL ? { apiUrl: config.CLERK_API_URL } : {}),
      // No usage reports to Clerk from the server either.
      telemetry: { disabled: true },
    });
  }

  async authenticate(request: FastifyRequest): Promise<SignedInUser | undefined> {
    const claims = await this.verified(request);
    return claims ? this.profile(claims.sub) : undefined;
  }

  /**
   * Clears Clerk's cookies; with `revoke`, first revokes at Clerk the session a signed token names
   * (expired tokens too: the browser may not have refreshed it).
   */
  async signOut(request: FastifyRequest, { revoke = false }: { revoke?: boolean } = {}): Promise<string[]> {
    const claims = revoke && this.config.CLERK_SECRET_KEY ? await this.verified(request, SIGN_OUT_SKEW_MS) : undefined;
    if (claims?.sid) {
      try {
        await this.clerk.sessions.revokeSession(claims.sid);
      } catch (err) {
        this.logger.warn({ err }, 'clerk session could not be revoked; its cookies are cleared');
      }
    }
    return Object.keys(request.cookies ?? {}).filter((name) => CLERK_COOKIE.test(name));
  }

  private async verified(request: FastifyRequest, clockSkewInMs?: number): Promise<{ sub: string; sid?: string } | undefined> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : request.cookies?.['__session'];
    if (!token) return undefined;
    try {
      return await verifyToken(token, {
        ...(this.config.CLERK_JWT_KEY ? { jwtKey: this.config.CLERK_JWT_KEY } : { secretKey: this.config.CLERK_SECRET_KEY }),
        ...(this.config.CLERK_API_URL ? { apiUrl: this.config.CLERK_API_URL } : {}),
        ...(this.config.PUBLIC_ORIGIN ? { authorizedParties: [this.config.PUBLIC_ORIGIN] } : {}),
        ...(clockSkewInMs ? { clockSkewInMs } : {}),
      });
    } catch (err) {
      this.logger.debug({ err }, 'clerk token refused');
      return undefined;
    }
  }

  /** A verified token is a signed-in owner even when Clerk's Backend API cannot say their name. */
  private async profile(userId: string): Promise<SignedInUser> {
    const cached = this.profiles.get(userId);
    if (cached && cached.until > this.now()) return cached.user;
    if (!this.config.CLERK_SECRET_KEY) return this.remember({ userId }, PROFILE_TTL_MS);
    try {
      const u = await this.clerk.users.getUser(userId);
      const email = u.primaryEmailAddress?.emailAddress ?? u.emailAddresses[0]?.emailAddress;
      return this.remember({ userId, ...(u.firstName ? { firstName: u.firstName } : {}), ...(email ? { email } : {}) }, PROFILE_TTL_MS);
    } catch (err) {
      this.logger.warn({ err, userId }, 'clerk profile could not be read; the owner stays signed in without a name');
      return this.remember(cached?.user ?? { userId }, PROFILE_RETRY_MS);
    }
  }

  private remember(user: SignedInUser, ttlMs: number): SignedInUser {
    this.profiles.set(user.userId, { user, until: this.now() + ttlMs });
    return user;
  }
}

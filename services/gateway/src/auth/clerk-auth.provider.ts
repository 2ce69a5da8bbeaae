import { createClerkClient, verifyToken } from '@clerk/backend';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@pill/platform/config';
import type { Logger } from '@pill/platform/logger';
import type { AuthProvider, SignedInUser } from './auth-provider.port';

/**
 * Owners signed in with Clerk: the session token (the `__session` cookie or a Bearer header) is
 * verified with the instance's JWT key or secret key, and the profile is read once and cached.
 */
export class ClerkAuthProvider implements AuthProvider {
  readonly kind = 'clerk' as const;
  private readonly clerk;
  private readonly profiles = new Map<string, { user: SignedInUser; until: number }>();

  constructor(private readonly config: Config, private readonly logger: Logger) {
    this.clerk = createClerkClient({ secretKey: config.CLERK_SECRET_KEY, publishableKey: config.CLERK_PUBLISHABLE_KEY, ...(config.CLERK_API_URL ? { apiUrl: config.CLERK_API_URL } : {}) });
  }

  async authenticate(request: FastifyRequest): Promise<SignedInUser | undefined> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : request.cookies?.['__session'];
    if (!token) return undefined;
    try {
      const claims = await verifyToken(token, {
        ...(this.config.CLERK_JWT_KEY ? { jwtKey: this.config.CLERK_JWT_KEY } : { secretKey: this.config.CLERK_SECRET_KEY }),
        ...(this.config.PUBLIC_ORIGIN ? { authorizedParties: [this.config.PUBLIC_ORIGIN] } : {}),
      });
      return await this.profile(claims.sub);
    } catch (err) {
      this.logger.debug({ err }, 'clerk token refused');
      return undefined;
    }
  }

  private async profile(userId: string): Promise<SignedInUser> {
    const cached = this.profiles.get(userId);
    if (cached && cached.until > Date.now()) return cached.user;
    let user: SignedInUser = { userId };
    if (this.config.CLERK_SECRET_KEY) {
      const u = await this.clerk.users.getUser(userId);
      user = { userId, firstName: u.firstName ?? undefined, email: u.primaryEmailAddress?.emailAddress ?? u.emailAddresses[0]?.emailAddress };
    }
    this.profiles.set(userId, { user, until: Date.now() + 5 * 60_000 });
    return user;
  }
}

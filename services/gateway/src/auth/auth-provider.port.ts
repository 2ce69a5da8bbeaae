import type { FastifyRequest } from 'fastify';

/** The signed-in owner, whoever vouches for them. */
export interface SignedInUser {
  userId: string;
  firstName?: string;
  email?: string;
}

export interface AuthProvider {
  readonly kind: 'local' | 'clerk';
  authenticate(request: FastifyRequest): Promise<SignedInUser | undefined>;
  /**
   * Signs the request out of this site: forgets a session we keep, and answers the names of the
   * cookies to clear. `revoke` also ends the session where an identity provider keeps it (Clerk);
   * only the Origin-checked POST may ask that, never a GET another site can send the browser to.
   */
  signOut(request: FastifyRequest, options?: { revoke?: boolean }): Promise<string[]>;
}
export const AUTH_PROVIDER = Symbol('AuthProvider');

export const SESSION_COOKIE = 'pill_session';

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
  /** Ends the request's session where it is kept; answers the names of the cookies to clear. */
  signOut(request: FastifyRequest): Promise<string[]>;
}
export const AUTH_PROVIDER = Symbol('AuthProvider');

export const SESSION_COOKIE = 'pill_session';

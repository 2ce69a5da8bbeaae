import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { DomainError } from '@pill/platform/errors';
import type { SignInBody, SignUpBody } from '@pill/proto/auth';
import { ACCOUNT_STORE, type AccountStore } from './account-store.port';
import type { AuthProvider, SignedInUser } from './auth-provider.port';
import { SESSION_COOKIE } from './auth-provider.port';
import { RecaptchaVerifier, SIGN_IN_ACTION, SIGN_UP_ACTION } from '../public/recaptcha';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { SignInThrottle } from './sign-in-throttle';

export const SESSION_DAYS = 30;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const WRONG_CREDENTIALS = 'That email and password do not match an account.';
const WRONG_PASSWORD = 'That password is not right. Please enter the password you sign in with.';
const inWords = (ms: number) => (ms < 60_000 ? `${Math.ceil(ms / 1000)} seconds` : `${Math.ceil(ms / 60_000)} minutes`);
const tooMany = (wait: number) => new DomainError('RATE_LIMITED', `Too many sign-in attempts. Please wait ${inWords(wait)} and try again.`);

/** Local accounts: hashed passwords, opaque session tokens stored hashed, sign-in throttling. */
@Injectable()
export class LocalAuthService implements AuthProvider {
  readonly kind = 'local' as const;
  private readonly throttle = new SignInThrottle();
  /** A hash of no one's password: an unknown email costs the same scrypt as a known one. */
  private readonly decoy = hashPassword(randomBytes(16).toString('base64url'));

  constructor(
    @Inject(ACCOUNT_STORE) private readonly accounts: AccountStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    private readonly captcha: RecaptchaVerifier,
  ) {}

  async signUp(body: SignUpBody): Promise<{ token: string; user: SignedInUser }> {
    await this.captcha.verify(body.recaptchaToken, SIGN_UP_ACTION);
    const id = this.ids.newId();
    const created = await this.accounts.createAccount({
      id,
      email: body.email,
      name: body.name,
      passwordHash: await hashPassword(body.password),
      createdAt: this.clock.now().toISOString(),
    });
    if (!created) throw new DomainError('CONFLICT', 'An account with this email already exists. Try signing in instead.');
    return { token: await this.startSession(id), user: { userId: id, firstName: firstName(body.name), email: body.email } };
  }

  /** `client` is the caller's address, used only as a key of the in-memory throttle. */
  async signIn(body: SignInBody, client: string): Promise<{ token: string; user: SignedInUser }> {
    const now = this.clock.now().getTime();
    const keys = this.throttle.keys(body.email, client);
    const wait = this.throttle.waitFor(keys, now);
    if (wait > 0) throw tooMany(wait);
    if (this.throttle.needsCaptcha(keys, now)) await this.captcha.verify(body.recaptchaToken, SIGN_IN_ACTION);
    const account = await this.accounts.findByEmail(body.email);
    const matches = await verifyPassword(body.password, account?.passwordHash ?? (await this.decoy));
    if (!account || !matches) {
      this.throttle.recordFailure(keys, now);
      throw new DomainError('UNAUTHORIZED', WRONG_CREDENTIALS);
    }
    this.throttle.reset(keys);
    if (needsRehash(account.passwordHash)) {
      await this.accounts.updatePasswordHash(account.id, await hashPassword(body.password));
    }
    return {
      token: await this.startSession(account.id),
      user: { userId: account.id, firstName: firstName(account.name), email: account.email },
    };
  }

  /**
   * A destructive step (deleting the account) asks for the password again, throttled like a
   * sign-in, so a session left open on a shared computer cannot erase the owner.
   */
  async confirmPassword(user: SignedInUser, password: string, client: string): Promise<void> {
    const now = this.clock.now().getTime();
    const account = await this.accounts.findById(user.userId);
    const keys = this.throttle.keys(account?.email ?? user.userId, client);
    const wait = this.throttle.waitFor(keys, now);
    if (wait > 0) throw tooMany(wait);
    if (account && (await verifyPassword(password, account.passwordHash))) return this.throttle.reset(keys);
    this.throttle.recordFailure(keys, now);
    throw new DomainError('UNAUTHORIZED', WRONG_PASSWORD);
  }

  /** Any sign-out forgets the session its cookie names: clearing that cookie already ends it, so a GET may too. */
  async signOut(request: FastifyRequest): Promise<string[]> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) await this.accounts.deleteSession(tokenHash(token));
    return [SESSION_COOKIE];
  }

  /** Ends every session of the signed-in account, on every device; false when none is signed in. */
  async signOutEverywhere(request: FastifyRequest): Promise<boolean> {
    const user = await this.authenticate(request);
    if (user) await this.accounts.deleteSessionsOf(user.userId);
    return Boolean(user);
  }

  async authenticate(request: FastifyRequest): Promise<SignedInUser | undefined> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token || token.length > 200) return undefined;
    const session = await this.accounts.findSession(tokenHash(token), this.clock.now());
    const account = session && (await this.accounts.findById(session.accountId));
    return account ? { userId: account.id, firstName: firstName(account.name), email: account.email } : undefined;
  }

  private async startSession(accountId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(this.clock.now().getTime() + SESSION_DAYS * 86_400_000);
    await this.accounts.createSession(tokenHash(token), accountId, expires);
    return token;
  }
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || undefined;

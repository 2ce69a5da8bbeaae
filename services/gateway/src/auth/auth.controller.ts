import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type Config } from '@pill/platform/config';
import { DomainError } from '@pill/platform/errors';
import { DeleteAccountBody, PasswordResetConfirmBody, PasswordResetRequestBody, SignInBody, SignUpBody, User } from '@pill/proto/auth';
import { parse } from '../http/parse';
import { AccountDeletion } from '../owners/account-deletion';
import { OwnerAccounts } from '../owners/owner-accounts';
import { SAMPLES_WAIT_MS } from '../owners/owner.guard';
import { SampleSeeder } from '../owners/sample-seeder';
import { AUTH_PROVIDER, SESSION_COOKIE, type AuthProvider, type SignedInUser } from './auth-provider.port';
import { LocalAuthService, SESSION_DAYS } from './local-auth.service';
import { PasswordResets } from './password-resets';

/** Parsed, so a display name from any identity provider is shown without hidden characters. */
const toUser = (u: SignedInUser): User =>
  User.parse({
    id: u.userId,
    ...(u.firstName ? { firstName: u.firstName } : {}),
    ...(u.email ? { email: u.email } : {}),
  });

@Controller()
export class AuthController {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly local: LocalAuthService,
    private readonly accounts: OwnerAccounts,
    private readonly samples: SampleSeeder,
    private readonly deletion: AccountDeletion,
    private readonly resets: PasswordResets,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('api/auth/sign-up/email')
  async signUp(@Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    this.requireLocal();
    const { token, user } = await this.local.signUp(parse(SignUpBody, body));
    // The samples are seeded where the event is handled; the new owner's first page should show them.
    if (await this.accounts.created(user)) await this.samples.whenSeeded(user.userId, SAMPLES_WAIT_MS);
    this.setSession(reply, token);
    void reply.status(201);
    return toUser(user);
  }

  @Post('api/auth/sign-in/email')
  @HttpCode(200)
  async signIn(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    this.requireLocal();
    const { token, user } = await this.local.signIn(parse(SignInBody, body), request.ip);
    this.setSession(reply, token);
    return toUser(user);
  }

  /** Origin-checked, so it may end the session at the identity provider too. */
  @Post('api/auth/sign-out')
  @HttpCode(200)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.clearSession(reply, await this.auth.signOut(request, { revoke: true }));
    return { ok: true };
  }

  /** Local accounts: every session of this owner ends, the one on this device included. */
  @Post('api/auth/sign-out-everywhere')
  @HttpCode(200)
  async signOutEverywhere(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.requireLocal();
    const signedIn = await this.local.signOutEverywhere(request);
    if (!signedIn) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
    this.clearSession(reply, [SESSION_COOKIE]);
    return { ok: true };
  }

  @Get('api/auth/user')
  async user(@Req() request: FastifyRequest): Promise<User> {
    const user = await this.auth.authenticate(request);
    if (!user) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
    return toUser(user);
  }

  /** Always 202 when mail is set up: whether the email has an account is never told. */
  @Post('api/auth/password-reset')
  @HttpCode(202)
  requestPasswordReset(@Body() body: unknown) {
    const { email } = parse(PasswordResetRequestBody, body);
    this.resets.request(email);
    return { ok: true };
  }

  @Post('api/auth/password-reset/confirm')
  @HttpCode(204)
  async confirmPasswordReset(@Body() body: unknown): Promise<void> {
    await this.resets.confirm(parse(PasswordResetConfirmBody, body));
  }

  /**
   * Local accounts: the owner, confirming with their password, erases their account and
   * everything in it; the session ends. With Clerk, accounts are deleted at Clerk, whose
   * `user.deleted` webhook erases the same.
   */
  @Delete('api/auth/user')
  @HttpCode(204)
  async deleteUser(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.requireLocal();
    const user = await this.auth.authenticate(request);
    if (!user) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
    await this.local.confirmPassword(user, parse(DeleteAccountBody, body).password, request.ip);
    await this.deletion.erase(user.userId);
    this.clearSession(reply, [SESSION_COOKIE]);
  }

  /** A GET any site can send the browser to: it clears the session cookies and revokes nothing at Clerk. */
  @Get('api/logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    this.clearSession(reply, await this.auth.signOut(request));
    void reply.redirect('/', 302);
  }

  private requireLocal(): void {
    if (this.auth.kind !== 'local') throw new DomainError('NOT_FOUND', 'Sign in with the configured identity provider.');
  }

  private setSession(reply: FastifyReply, token: string): void {
    void reply.setCookie(SESSION_COOKIE, token, { ...this.cookieOptions(), httpOnly: true, maxAge: SESSION_DAYS * 86_400 });
  }

  private clearSession(reply: FastifyReply, cookies: string[]): void {
    for (const cookie of cookies) void reply.clearCookie(cookie, this.cookieOptions());
  }

  /** Where our cookies live, the same when set and when cleared. */
  private cookieOptions() {
    return { path: '/', sameSite: 'lax', secure: this.config.NODE_ENV === 'production' } as const;
  }
}

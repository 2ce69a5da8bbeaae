import { CanActivate, createParamDecorator, ExecutionContext, ForbiddenException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@pill/platform/errors';
import { ApiKeys, apiKeyOf } from '../api-keys/api-keys';
import { AUTH_PROVIDER, type AuthProvider, type SignedInUser } from '../auth/auth-provider.port';
import { OwnerAccounts } from './owner-accounts';
import { SampleSeeder } from './sample-seeder';

type OwnerRequest = FastifyRequest & { owner?: SignedInUser };

/** How long a new owner's first request waits for their sample pills before it is answered without them. */
export const SAMPLES_WAIT_MS = 10_000;

export const SESSION_ONLY = 'pill:session-only';
/** A route an API key may not call (managing keys, deleting the account): only the owner's session. */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);

/**
 * Owner routes need a signed-in user: a session, or an API key (`Authorization: Bearer pill_…`),
 * which is then the only credential read. An owner never seen before (an identity provider creates
 * accounts elsewhere) gets their `account.created` event here; its handler seeds the samples.
 */
@Injectable()
export class OwnerGuard implements CanActivate {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly accounts: OwnerAccounts,
    private readonly samples: SampleSeeder,
    private readonly keys: ApiKeys,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OwnerRequest>();
    const key = apiKeyOf(request);
    if (key !== undefined) {
      request.owner = await this.byKey(key, context);
      return true;
    }
    const user = await this.auth.authenticate(request);
    if (!user) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
    if (await this.accounts.noticed(user)) await this.samples.whenSeeded(user.userId, SAMPLES_WAIT_MS);
    request.owner = user;
    return true;
  }

  private async byKey(key: string, context: ExecutionContext): Promise<SignedInUser> {
    const user = await this.keys.authenticate(key);
    if (!user) throw new DomainError('UNAUTHORIZED', 'This API key is unknown or has been revoked.');
    if (this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, [context.getHandler(), context.getClass()])) {
      throw new ForbiddenException('An API key cannot do this: sign in to the site and do it there.');
    }
    return user;
  }
}

export type OwnerRef = { ownerId: string; ownerName?: string };
/** The owner as the services know them: `{ ownerId, ownerName }`. */
export const ownerRefOf = (user: SignedInUser): OwnerRef => ({
  ownerId: user.userId,
  ...(user.firstName ? { ownerName: user.firstName } : {}),
});
/** The signed-in user as the guard found them, email included (CurrentOwner keeps only what services need). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<OwnerRequest>().owner as SignedInUser,
);
export const CurrentOwner = createParamDecorator((_: unknown, context: ExecutionContext) =>
  ownerRefOf(context.switchToHttp().getRequest<OwnerRequest>().owner as SignedInUser),
);

import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@pill/platform/errors';
import { AUTH_PROVIDER, type AuthProvider, type SignedInUser } from '../auth/auth-provider.port';
import { OwnerAccounts } from './owner-accounts';
import { SampleSeeder } from './sample-seeder';

type OwnerRequest = FastifyRequest & { owner?: SignedInUser };

/** How long a new owner's first request waits for their sample pills before it is answered without them. */
export const SAMPLES_WAIT_MS = 10_000;

/**
 * Owner routes need a signed-in user. An owner never seen before (an identity provider creates
 * accounts elsewhere) gets their `account.created` event here; its handler seeds the samples.
 */
@Injectable()
export class OwnerGuard implements CanActivate {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly accounts: OwnerAccounts,
    private readonly samples: SampleSeeder,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OwnerRequest>();
    const user = await this.auth.authenticate(request);
    if (!user) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
    if (await this.accounts.noticed(user)) await this.samples.whenSeeded(user.userId, SAMPLES_WAIT_MS);
    request.owner = user;
    return true;
  }
}

/** The owner as the services know them: `{ ownerId, ownerName }`. */
export const CurrentOwner = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const user = context.switchToHttp().getRequest<OwnerRequest>().owner as SignedInUser;
  return { ownerId: user.userId, ...(user.firstName ? { ownerName: user.firstName } : {}) };
});
export type OwnerRef = { ownerId: string; ownerName?: string };

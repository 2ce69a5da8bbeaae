import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@pill/platform/errors';
import { AUTH_PROVIDER, type AuthProvider, type SignedInUser } from '../auth/auth-provider.port';
import { SampleSeeder } from './sample-seeder';

type OwnerRequest = FastifyRequest & { owner?: SignedInUser };

/** Owner routes need a signed-in user; the first authenticated request seeds the sample pills. */
@Injectable()
export class OwnerGuard implements CanActivate {
  constructor(
    @Inject(AUTH_PROVIDER) private readonly auth: AuthProvider,
    private readonly samples: SampleSeeder,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OwnerRequest>();
    const user = await this.auth.authenticate(request);
    if (!user) throw new DomainError('UNAUTHORIZED', 'Please sign in to continue.');
    await this.samples.ensureSeeded(user);
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

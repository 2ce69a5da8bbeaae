import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SignedInUser } from '../auth/auth-provider.port';

/** The signed-in user as OwnerGuard found them, email included (CurrentOwner keeps only what services need). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ owner?: SignedInUser }>().owner as SignedInUser,
);

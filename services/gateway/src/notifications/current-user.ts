import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SignedInUser } from '../auth/auth-provider.port';

/** The signed-in user as OwnerGuard found them, email included (CurrentOwner keeps only what services need). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<{ owner?: SignedInUser }>();
  return request.owner as SignedInUser;
});

import type { ClientConfig } from '@pill/proto/auth';

/** The publishable key when the server signs people in with Clerk; undefined otherwise, or when it has none. */
export const clerkKeyOf = (config: ClientConfig | undefined): string | undefined =>
  config?.authProvider === 'clerk' ? config.clerkPublishableKey : undefined;

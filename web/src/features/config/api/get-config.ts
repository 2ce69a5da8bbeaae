import type { ClientConfig } from '@pill/proto/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { obj, oneOf, optStr, str } from '../../../lib/shape';

/** Mirrors @pill/proto/auth's ClientConfig with plain checks: the public form reads it too. */
export function parseClientConfig(body: unknown): ClientConfig {
  const c = obj(body, 'config');
  return {
    authProvider: oneOf(c.authProvider, ['local', 'clerk'] as const, 'authProvider'),
    clerkPublishableKey: optStr(c.clerkPublishableKey, 'clerkPublishableKey'),
    captchaProvider: oneOf(c.captchaProvider, ['none', 'recaptcha'] as const, 'captchaProvider'),
    recaptchaSiteKey: optStr(c.recaptchaSiteKey, 'recaptchaSiteKey'),
    supportEmail: str(c.supportEmail, 'supportEmail'),
    environment: oneOf(c.environment, ['development', 'production', 'test'] as const, 'environment'),
  };
}

export const getConfig = async (): Promise<ClientConfig> => parseClientConfig(await apiRequest('/api/config'));

export const configQueryOptions = () => queryOptions({ queryKey: ['/api/config'], queryFn: getConfig });

export const useConfig = () => useQuery(configQueryOptions());

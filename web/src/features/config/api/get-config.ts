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
    passwordReset: c.passwordReset === true,
  };
}

export const getConfig = async (): Promise<ClientConfig> => parseClientConfig(await apiRequest('/api/config'));

export const configQueryOptions = () => queryOptions({ queryKey: ['/api/config'], queryFn: getConfig });

export const useConfig = () => useQuery(configQueryOptions());

/** Read failures the respondent's page retries before saying so: 0.5 s, 1 s, then 2 s apart. */
export const FORM_CONFIG_RETRIES = 3;

/**
 * The respondent's page cannot guess whether the server wants a captcha token: without this
 * answer a submit would be refused, so it asks again a few times instead of assuming "none".
 */
export const useFormConfig = () =>
  useQuery({ ...configQueryOptions(), retry: FORM_CONFIG_RETRIES, retryDelay: (failures) => 500 * 2 ** failures });

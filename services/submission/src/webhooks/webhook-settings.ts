import { lookup } from 'node:dns/promises';
import type { Config } from '@pill/platform/config';
import type { Resolver, TargetPolicy } from './target-policy';

/** How webhooks are checked and retried in this process. */
export interface WebhookSettings {
  policy: TargetPolicy;
  retryBaseMs: number;
  resolve: Resolver;
  /** How often each replica looks for due deliveries (an accepted submission also wakes it). */
  pollMs: number;
}

export const WEBHOOK_SETTINGS = Symbol('WebhookSettings');

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export function webhookSettings(config: Config): WebhookSettings {
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';
  return {
    policy: { allowPrivate, production: config.NODE_ENV === 'production' },
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    resolve: systemResolver,
    pollMs: Math.min(1000, config.WEBHOOK_RETRY_BASE_MS),
  };
}

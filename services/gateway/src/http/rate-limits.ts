import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@pill/platform/config';
import { DomainError } from '@pill/platform/errors';
import { clientKeying } from './client-key';

export const TOO_MANY = 'Too many requests. Please wait a minute and try again.';
export const TOO_MANY_SIGN_UPS = 'Too many new accounts from your network. Please try again in an hour.';

interface RouteLimit {
  max: number;
  timeWindow: number;
  message: string;
}

/** Per-client limits by route (method and Fastify's path); a limit of 0 is off. */
export function routeLimits(config: Config): Record<string, RouteLimit> {
  return {
    'GET /api/public/feedback-links/:shortCode': {
      max: config.RATE_LIMIT_PUBLIC_READS_PER_MINUTE,
      timeWindow: 60_000,
      message: TOO_MANY,
    },
    // The form's page looks its link up too (for the preview tags), so it shares the read limit's size.
    'GET /f/:shortCode': {
      max: config.RATE_LIMIT_PUBLIC_READS_PER_MINUTE,
      timeWindow: 60_000,
      message: TOO_MANY,
    },
    'POST /api/public/feedback-links/:shortCode/responses': {
      max: config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
      timeWindow: 60_000,
      message: TOO_MANY,
    },
    // A receipt code is 128 random bits; the limit keeps guessing them slow and loud all the same.
    ...Object.fromEntries(
      [
        'GET /api/public/conversations/:code',
        'POST /api/public/conversations/:code/messages',
        'DELETE /api/public/conversations/:code',
      ].map((route) => [route, { max: config.RATE_LIMIT_CONVERSATIONS_PER_MINUTE, timeWindow: 60_000, message: TOO_MANY }]),
    ),
    'POST /api/auth/sign-up/email': {
      max: config.RATE_LIMIT_SIGN_UPS_PER_HOUR,
      timeWindow: 3_600_000,
      message: TOO_MANY_SIGN_UPS,
    },
  };
}

/**
 * Per-client request limits through @fastify/rate-limit, keyed by a salted hash of the client's
 * address (an IPv6 client is its /64) and held in memory only. Install before the routes exist:
 * each listed route gets its limit as it is added.
 */
export async function installRateLimits(fastify: FastifyInstance, limits: Record<string, RouteLimit>) {
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = methods.map((m) => limits[`${m} ${route.url}`]).find(Boolean);
    if (!limit || limit.max <= 0) return;
    const { max, timeWindow, message } = limit;
    const errorResponseBuilder = () => new DomainError('RATE_LIMITED', message);
    route.config = { ...route.config, rateLimit: { max, timeWindow, errorResponseBuilder } } as typeof route.config;
  });
  const key = clientKeying();
  await fastify.register(rateLimit, { global: false, cache: 100_000, keyGenerator: (r) => key(r.ip) });
}

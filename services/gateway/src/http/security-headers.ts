import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '@pill/platform/config';
import { contentSecurityDirectives } from './content-security';

export type SecurityHeaders = Record<string, string>;

/**
 * The headers helmet sets for our policy, computed once: they never vary by request, and answers
 * the router gives before any hook runs (a 414, a malformed URL) need them as much as the rest.
 */
export function securityHeaders(config: Config): SecurityHeaders {
  const headers: SecurityHeaders = {};
  const collect = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    // The same answer as frame-ancestors 'none', for browsers that only read the old header.
    xFrameOptions: { action: 'deny' },
    // Browsers ignore HSTS over plain HTTP; outside production it would only pin localhost to HTTPS.
    strictTransportSecurity: config.NODE_ENV === 'production' && { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/** First of all hooks, so an answer from any later hook (a refused Origin) carries them too. */
export function installSecurityHeaders(fastify: FastifyInstance, headers: SecurityHeaders): void {
  fastify.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
}

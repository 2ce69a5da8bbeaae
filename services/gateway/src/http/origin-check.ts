import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const REFUSED = 'This request did not come from this site and was refused.';

/**
 * Without PUBLIC_ORIGIN, ours is only a loopback origin on the port the request arrived at (the
 * embedded product on a laptop). `Host` proves nothing: whoever sends the request picks it.
 */
function isLoopbackOrigin(origin: string, request: FastifyRequest): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname) && port === request.socket.localPort;
}

/** What the browser says about the page that sent the request; no page can forge either header. */
function fromOurPage(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  return publicOrigin ? origin === publicOrigin : isLoopbackOrigin(origin, request);
}

/**
 * Owner writes must come from our own pages: one naming another site is refused, and one that
 * carries cookies (a browser adds them to any site's request) must show it came from ours, by
 * `Origin` or `Sec-Fetch-Site: same-origin`. A write with neither cookie nor `Origin`, or with a
 * Bearer token and no cookie (an API key), has no session to ride on. Public submissions carry no credentials.
 */
export function installOriginCheck(fastify: FastifyInstance, publicOrigin: string | undefined): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/public/') || fromOurPage(request, publicOrigin)) return;
    // A browser never adds `Authorization` on its own: without cookies, nothing ambient rides on the request (API keys).
    if (request.headers.authorization?.startsWith('Bearer ') && !request.headers.cookie) return;
    if (request.headers.origin === undefined && !request.headers.cookie) return;
    return reply.status(403).send({ message: REFUSED });
  });
}

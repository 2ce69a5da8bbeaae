import type { FastifyInstance } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Owner writes must come from our own pages: a browser always sends `Origin` on a cross-site
 * write, so one that names another site is refused. Public submissions carry no credentials.
 */
export function installOriginCheck(fastify: FastifyInstance, publicOrigin: string | undefined): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/') || request.url.startsWith('/api/public/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = publicOrigin ?? `${request.protocol}://${request.headers.host}`;
    if (origin !== allowed) return reply.status(403).send({ message: 'This request came from another site and was refused.' });
  });
}

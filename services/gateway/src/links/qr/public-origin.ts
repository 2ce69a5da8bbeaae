import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin public links live on: PUBLIC_ORIGIN, or, like the origin check, a loopback origin on the port the
 * request arrived at (the embedded product on a laptop). Any other `Host` is the sender's choice and is not used.
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const port = request.socket.localPort;
  const host = URL.canParse(`http://${request.headers.host ?? ''}`) ? new URL(`http://${request.headers.host}`).hostname : '';
  return `http://${LOOPBACK.has(host) ? host : 'localhost'}:${port}`;
}

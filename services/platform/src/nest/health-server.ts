import { createServer, type Server } from 'node:http';

/**
 * `GET /healthz` (the process is alive) and `GET /readyz` (it has caught up and takes work) for
 * a service that has no HTTP of its own, so Kubernetes and compose can probe it.
 */
export function startHealthServer(port: number, host: string, isReady: () => boolean): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { message: 'Method not allowed.' });
    if (path === '/healthz') return send(200, { status: 'ok' });
    if (path === '/readyz') return isReady() ? send(200, { status: 'ready' }) : send(503, { message: 'Starting up.' });
    return send(404, { message: 'Not found.' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

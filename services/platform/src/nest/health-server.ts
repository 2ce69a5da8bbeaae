import { createServer, type Server } from 'node:http';
import { probeAnswer, type HealthReport } from './process-health';

export interface HealthEndpoints {
  health(): HealthReport;
}

/**
 * `GET /healthz` (alive: a restart would not help) and `GET /readyz` (caught up, its Kafka consumers
 * in their groups, MongoDB answering) for a service that has no HTTP of its own, so Kubernetes and
 * compose can reach it (metrics have their own port: metrics-server). Answers come from state
 * the process keeps, never from a call made while the probe waits.
 */
export function startHealthServer(port: number, host: string, endpoints: HealthEndpoints): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { message: 'Method not allowed.' });
    if (path === '/healthz' || path === '/readyz') {
      const { status, body } = probeAnswer(path === '/healthz' ? 'alive' : 'ready', endpoints.health());
      return send(status, body);
    }
    return send(404, { message: 'Not found.' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

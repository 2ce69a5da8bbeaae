import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on its own port (METRICS_PORT), never on the public one: Prometheus reaches it
 * inside the cluster while the Ingress cannot. Port 0 turns it off. Anything else answers 404.
 */
export async function startMetricsServer(port: number, host: string, registry: () => Registry): Promise<MetricsServer | undefined> {
  if (port === 0) return undefined;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found. Metrics are at GET /metrics.' }));
      return;
    }
    const scraped = registry();
    scraped.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': scraped.contentType });
        res.end(text);
      },
      () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Metrics are unavailable.' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { AddressInfo } from 'node:net';
import { startHealthServer } from './health-server';
import type { HealthReport } from './process-health';

describe('the service health server', () => {
  it('answers liveness and readiness from the state the process keeps', async () => {
    let report: HealthReport = { ready: false, alive: true, problems: ['starting up'] };
    const server = await startHealthServer(0, '127.0.0.1', { health: () => report });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const starting = await fetch(`${base}/readyz`);
      expect([starting.status, await starting.json()]).toEqual([503, { message: 'Not ready.', problems: ['starting up'] }]);
      report = { ready: true, alive: true, problems: [] };
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      // A consumer crashing later turns readiness back, and liveness when kafkajs gives up.
      report = { ready: false, alive: false, problems: ['Kafka consumer pill-link-server is crashed'] };
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      expect((await fetch(`${base}/healthz`)).status).toBe(503);
      // Metrics have their own port (METRICS_PORT), never this one.
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      expect((await fetch(`${base}/nope`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

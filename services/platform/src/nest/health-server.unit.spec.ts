import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { startHealthServer } from './health-server';
import type { HealthReport } from './process-health';

describe('the service health server', () => {
  it('answers liveness, readiness and metrics from the state the process keeps', async () => {
    let report: HealthReport = { ready: false, alive: true, problems: ['starting up'] };
    const registry = new Registry();
    new Counter({ name: 'pill_kafka_dead_letters_total', help: 'h', registers: [registry] }).inc(2);
    const server = await startHealthServer(0, '127.0.0.1', { health: () => report, metrics: () => registry });
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
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(await metrics.text()).toContain('pill_kafka_dead_letters_total 2');
      expect((await fetch(`${base}/nope`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

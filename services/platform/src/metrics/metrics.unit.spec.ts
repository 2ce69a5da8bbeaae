import { createServer, type AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { analysesCounter, submissionsCounter, trackOutboxBacklog, webhookDeliveriesCounter } from './business-metrics';
import { startMetricsServer } from './metrics-server';
import { processRegistry, scrape } from './process-metrics';

describe('process metrics', () => {
  it('uses the standard Node.js names, without a prefix, labelled with the component', async () => {
    const text = await scrape('gateway', [processRegistry()]).metrics();
    expect(text).toMatch(/^process_cpu_seconds_total\{component="gateway"\} /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{component="gateway"\} /m);
    expect(text).not.toMatch(/^pill_\w*(process|nodejs)_/m);
  });

  it('labels the business counters with the component too, beside their own labels', async () => {
    const registry = new Registry();
    submissionsCounter(registry).inc();
    analysesCounter(registry).inc({ outcome: 'completed' });
    const text = await scrape('submission', [registry]).metrics();
    expect(text).toContain('pill_submissions_total{component="submission"} 1');
    expect(text).toMatch(/pill_analyses_total\{outcome="completed",component="submission"\} 1/);
  });

  it('gives every service of one process the same counter, so the embedded process can register it once per service', () => {
    const registry = new Registry();
    expect(webhookDeliveriesCounter(registry)).toBe(webhookDeliveriesCounter(registry));
    webhookDeliveriesCounter(registry).inc({ outcome: 'delivered' });
    expect(registry.getSingleMetric('pill_webhook_deliveries_total')).toBeDefined();
  });

  it('reads each service outbox backlog at scrape time and forgets a stopped one', async () => {
    const registry = new Registry();
    let pending = 3;
    trackOutboxBacklog(registry, 'link', async () => pending);
    const untrack = trackOutboxBacklog(registry, 'submission', async () => 1);
    expect(await registry.metrics()).toMatch(/pill_outbox_backlog\{service="link"\} 3\n.*\{service="submission"\} 1/);
    pending = 0;
    untrack();
    const text = await registry.metrics();
    expect(text).toContain('pill_outbox_backlog{service="link"} 0');
    expect(text).not.toContain('service="submission"');
  });
});

/** A port free on loopback right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the metrics listener', () => {
  it('serves GET /metrics on its own port and answers 404 to anything else', async () => {
    const registry = new Registry();
    submissionsCounter(registry).inc(2);
    const port = await freePort();
    const server = await startMetricsServer(port, '127.0.0.1', () => scrape('embedded', [registry]));
    try {
      expect(server?.port).toBe(port);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(await metrics.text()).toContain('pill_submissions_total{component="embedded"} 2');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server?.close();
    }
  });

  it('is off at port 0, so several processes on one host need not share one', async () => {
    expect(await startMetricsServer(0, '127.0.0.1', () => new Registry())).toBeUndefined();
  });
});

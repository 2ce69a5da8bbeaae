import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, type Registry } from 'prom-client';

/** The gateway's Prometheus registry (HTTP and process metrics; Kafka's come from the infrastructure). */
export const METRICS_REGISTRY = Symbol('MetricsRegistry');

/** Prometheus metrics: process defaults and request durations by route template and status. */
export function installMetrics(fastify: FastifyInstance, registry: Registry): Registry {
  collectDefaultMetrics({ register: registry, prefix: 'pill_gateway_' });
  const duration = new Histogram({
    name: 'pill_http_request_duration_seconds',
    help: 'HTTP request duration by route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? (request.url.startsWith('/api/') ? 'unmatched' : 'static');
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  return registry;
}

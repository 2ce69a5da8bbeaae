import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The gateway's Prometheus registry (HTTP metrics; the process's and Kafka's come from its host). */
export const METRICS_REGISTRY = Symbol('MetricsRegistry');

/** OpenTelemetry's recommended buckets, up to the 10 s a request may wait, and one past it. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 30];
/** Any other method is `_OTHER` (OpenTelemetry), so a client cannot grow the label set. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

/**
 * `http_server_request_duration_seconds` as the OpenTelemetry HTTP semantic conventions name it:
 * by method, route template (never the path, which holds ids and short codes) and status.
 */
export function installMetrics(fastify: FastifyInstance, registry: Registry): Registry {
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP server requests',
    labelNames: ['http_request_method', 'http_route', 'http_response_status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  fastify.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        http_request_method: KNOWN_METHODS.has(request.method) ? request.method : '_OTHER',
        http_route: request.routeOptions?.url ?? (request.url.startsWith('/api/') ? 'unmatched' : 'static'),
        http_response_status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  return registry;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';
import { withCorrelationId } from '@pill/platform/correlation';
import type { Logger } from '@pill/platform/logger';
import { contextOf, markFailedStatus, SpanKind, startSpan, withSpan } from '@pill/platform/tracing/spans';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * A request's id, which is the correlation id of the messages and events it causes: the one a
 * proxy in front set (`X-Request-Id`, as ingress-nginx does) when it is well formed, else a new one.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Each request runs in a server span, child of the caller's `traceparent` if any, and under its
 * correlation id; when it ends, one log line says what it was. The line holds the route's
 * template, never its path (ids, short codes), and nothing about the client.
 */
export function installRequestTracing(fastify: FastifyInstance, logger: Logger): void {
  const spans = new WeakMap<FastifyRequest, Span>();
  fastify.addHook('onRequest', (request, reply, done) => {
    // Sent back too, so a user reporting a failure can quote what the logs are keyed by.
    void reply.header('x-request-id', request.id);
    const parent = contextOf(request.headers);
    const attributes = { 'http.request.method': request.method, 'url.scheme': request.protocol };
    const span = startSpan(request.method, { kind: SpanKind.SERVER, parent, attributes });
    spans.set(request, span);
    withSpan(span, parent, () => withCorrelationId(request.id, done));
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const span = spans.get(request);
    const traceId = span?.spanContext().traceId;
    if (span) {
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) markFailedStatus(span, String(reply.statusCode));
      span.end();
    }
    const line = { method: request.method, route, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime) };
    logger.info({ ...line, traceId, correlationId: request.id }, 'request');
    done();
  });
}

import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { installMetrics } from './metrics';

/** Fastify on a loopback port, asked over real HTTP. */
async function serve(fastify: FastifyInstance) {
  const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
  return (method: string, path: string) => fetch(base + path, { method }).then((r) => r.text());
}

describe('HTTP request metrics', () => {
  it('follow the OpenTelemetry names: route template, never the path with its ids; buckets up to 30 s', async () => {
    const fastify = Fastify();
    const registry = installMetrics(fastify, new Registry());
    fastify.get('/api/feedback-links/:id', async () => ({ ok: true }));
    const ask = await serve(fastify);
    await ask('GET', '/api/feedback-links/l-7f3a9c');
    await ask('GET', '/api/nothing/here');
    const text = await registry.metrics();
    const series = (route: string, status: string) =>
      `http_request_method="GET",http_route="${route}",http_response_status_code="${status}"`;
    expect(text).toContain(`http_server_request_duration_seconds_count{${series('/api/feedback-links/:id', '200')}} 1`);
    expect(text).toContain(`http_server_request_duration_seconds_bucket{le="30",${series('/api/feedback-links/:id', '200')}} 1`);
    expect(text).toContain(`http_server_request_duration_seconds_count{${series('unmatched', '404')}} 1`);
    expect(text).not.toContain('l-7f3a9c');
    expect(text).not.toContain('/api/nothing');
    await fastify.close();
  });

  it('names a method outside the standard ones _OTHER, so a client cannot grow the label set', async () => {
    const fastify = Fastify();
    const registry = installMetrics(fastify, new Registry());
    const ask = await serve(fastify);
    await ask('PROPFIND', '/api/feedback-links');
    const text = await registry.metrics();
    expect(text).toContain('http_request_method="_OTHER",http_route="unmatched"');
    expect(text).not.toContain('PROPFIND');
    await fastify.close();
  });
});

import { createServer, type Server } from 'node:http';

/** A span as Pill exports it over OTLP/HTTP (JSON), with the name of the service that made it. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  service: string;
}

/** A local OTLP/HTTP (JSON) receiver: the traces Pill exports when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export function otlpReceiver(spans: ExportedSpan[]): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? []) {
          const service = resource.resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value.stringValue;
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

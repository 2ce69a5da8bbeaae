import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startEmbeddedTarget, type Target } from './support/app';
import { otlpReceiver, type ExportedSpan } from './support/otlp-receiver';

function tree(spans: ExportedSpan[], parent: string | undefined, depth = 0): string[] {
  return spans
    .filter((s) => (s.parentSpanId || undefined) === parent)
    .flatMap((s) => [`${'  '.repeat(depth)}${s.name} [${s.service}]`, ...tree(spans, s.spanId, depth + 1)]);
}

describe('traces', () => {
  const spans: ExportedSpan[] = [];
  let receiver: Server;
  let target: Target;
  let owner: Client;

  beforeAll(async () => {
    receiver = await otlpReceiver(spans);
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    target = await startEmbeddedTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' });
    owner = await signUpOwner(() => target.url, 'Grace Tracer');
  });
  afterAll(async () => {
    await target.close();
    receiver.close();
  });

  it("follows one submission from the caller's traceparent through the gateway, the bus and the stores", async () => {
    const link = await createLink(owner);
    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    const answers = [{ questionId: link.questions[0].questionId, response: 'The planning meeting runs long.' }];
    const accepted = await submit(
      new Client(() => target.url),
      link.shortCode,
      answers,
      {},
      { traceparent, 'x-request-id': 'req-trace-0001' },
    );
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('x-request-id')).toBe('req-trace-0001');

    const trace = await eventually(
      async () => spans.filter((s) => s.traceId === traceId),
      (found) => found.some((s) => s.name === 'process submission.received' && s.service === 'pill'),
    );
    const names = trace.map((s) => s.name);
    process.stdout.write(`\nOne submission's trace ${traceId}:\n${tree(trace, traceparent.split('-')[2]).join('\n')}\n`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/public/feedback-links/:shortCode/responses',
        'send submission.submit',
        'process submission.submit',
        'event-store read',
        'event-store append',
        'publish submission.received',
        'process submission.received',
      ]),
    );
    // One tree: every span's parent is the caller's span or another span of the trace.
    const ids = new Set([traceparent.split('-')[2], ...trace.map((s) => s.spanId)]);
    expect(trace.filter((s) => !ids.has(s.parentSpanId ?? ''))).toEqual([]);
    const server = trace.find((s) => s.name.startsWith('POST '));
    expect(server?.parentSpanId).toBe(traceparent.split('-')[2]);
  });
});

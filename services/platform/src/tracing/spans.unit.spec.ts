import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { PillKafkaSerializer, KeyedMessage } from '../kafka/kafka-serializer';
import { contextOf, currentTraceId, inSpan, SpanKind, traceCarrier } from './spans';
import { startTracing, stopTracing } from './tracing';

describe('trace context', () => {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => startTracing('pill-test', [new SimpleSpanProcessor({ exporter })]));
  afterAll(() => stopTracing());
  beforeEach(() => exporter.reset());

  it("continues the caller's trace across a message: carrier out, context in", async () => {
    const sent = await inSpan('send', { kind: SpanKind.CLIENT }, async () => ({ payload: 1, ...traceCarrier() }));
    expect(sent.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const traceId = await inSpan('process', { kind: SpanKind.SERVER, parent: contextOf(sent) }, async () => currentTraceId());
    const [send, process] = exporter.getFinishedSpans();
    expect(traceId).toBe(send.spanContext().traceId);
    expect(process.parentSpanContext?.spanId).toBe(send.spanContext().spanId);
  });

  it('marks a failed span with the error type only, never its message', async () => {
    const failure = Object.assign(new Error('Ana from payroll wrote this'), { code: 'E11000' });
    await expect(inSpan('append', { kind: SpanKind.CLIENT }, () => Promise.reject(failure))).rejects.toBe(failure);
    const [span] = exporter.getFinishedSpans();
    expect(span.status.code).toBe(2);
    expect(span.attributes['error.type']).toBe('E11000');
    const recorded = JSON.stringify({ status: span.status, attributes: span.attributes, events: span.events });
    expect(recorded).not.toContain('Ana from payroll');
  });

  it('puts the trace context in Kafka headers next to the namespace', async () => {
    const headers = await inSpan('publish', { kind: SpanKind.PRODUCER }, async () => {
      const message = new PillKafkaSerializer('pill').serialize(new KeyedMessage('stream-1', { a: 1 }, { ...traceCarrier() }));
      return message.headers;
    });
    expect(headers).toEqual({ 'pill-namespace': 'pill', traceparent: expect.stringMatching(/^00-/) });
  });
});

describe('trace context with nowhere to export spans', () => {
  beforeAll(() => startTracing('pill-test', undefined, {}));
  afterAll(() => stopTracing());

  it('still gives each request a trace id for its logs and messages, without recording spans', async () => {
    const seen = await inSpan('request', { kind: SpanKind.SERVER }, async (span) => ({
      recording: span.isRecording(),
      traceId: currentTraceId(),
      carrier: traceCarrier(),
    }));
    expect(seen.recording).toBe(false);
    expect(seen.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.carrier.traceparent).toContain(seen.traceId);
    const child = await inSpan('stage', { kind: SpanKind.INTERNAL, parent: contextOf(seen.carrier) }, async () => currentTraceId());
    expect(child).toBe(seen.traceId);
  });
});

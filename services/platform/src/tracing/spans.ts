import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

export { SpanKind };

/** W3C trace context as it travels in a message payload, an event's metadata or Kafka headers. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

const tracer = () => trace.getTracer('pill');

/** The current trace context, to send along with a message or store with an event. */
export function traceCarrier(from: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(from, carrier);
  return carrier;
}

/** The context a carrier names (a payload, metadata, headers), or the current one when it names none. */
export function contextOf(carrier: unknown): Context {
  const source = typeof carrier === 'object' && carrier !== null ? (carrier as Record<string, unknown>) : {};
  const traceparent = source.traceparent;
  if (typeof traceparent !== 'string' && !Buffer.isBuffer(traceparent)) return context.active();
  const headers = { traceparent: String(traceparent), tracestate: source.tracestate ? String(source.tracestate) : undefined };
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** The trace id of the current span, for log lines; none outside a trace. */
export function currentTraceId(): string | undefined {
  const span = trace.getSpan(context.active())?.spanContext();
  return span && trace.isSpanContextValid(span) ? span.traceId : undefined;
}

/**
 * Runs `work` in a new span, child of `parent` (the current context by default). A failure marks
 * the span with its class only: an error's message may quote a respondent's words.
 */
export async function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes?: Attributes; parent?: Context },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(name, { kind: options.kind, attributes: options.attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span the caller ends itself (an HTTP request, whose end is another hook). */
export function startSpan(name: string, options: { kind: SpanKind; attributes?: Attributes; parent?: Context }): Span {
  return tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, options.parent ?? context.active());
}

export function markFailed(span: Span, error: unknown): void {
  markFailedStatus(span, String((error as { code?: unknown })?.code ?? (error as Error)?.name ?? 'Error'));
}

/** Marks a span failed with the error's type (a class, a code, an HTTP status). */
export function markFailedStatus(span: Span, type: string): void {
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs `work` with `span` current, so what it causes becomes its children. */
export function withSpan<T>(span: Span, parent: Context, work: () => T): T {
  return context.with(trace.setSpan(parent, span), work);
}

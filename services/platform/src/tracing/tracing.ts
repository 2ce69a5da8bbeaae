import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

let provider: TracerProvider | undefined;
let contextManager: AsyncLocalStorageContextManager | undefined;

/**
 * Traces for one process: W3C trace context in and out always (so a caller's trace id reaches the
 * logs), spans exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or its traces variant)
 * is set; the exporter reads the standard OTEL_* variables. Tests pass their own processors.
 * With nowhere to send them, spans are not recorded: each still has its trace and span ids (the
 * logs and the messages carry them) but costs no attributes, events or end processing.
 */
export function startTracing(service: string, processors?: SpanProcessor[], env: NodeJS.ProcessEnv = process.env): void {
  if (provider) return;
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const exporting = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  const recording = processors !== undefined || exporting;
  provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME || service }),
    ...(recording ? {} : { sampler: new AlwaysOffSampler() }),
    spanProcessors: processors ?? (exporting ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), ...batchOptions(env) })] : []),
  });
  trace.setGlobalTracerProvider(provider);
}

/** The standard OTEL_BSP_* variables, which this SDK's batch processor no longer reads itself. */
function batchOptions(env: NodeJS.ProcessEnv) {
  const number = (name: string) => (env[name] && Number.isFinite(Number(env[name])) ? Number(env[name]) : undefined);
  return {
    scheduledDelayMillis: number('OTEL_BSP_SCHEDULE_DELAY'),
    maxQueueSize: number('OTEL_BSP_MAX_QUEUE_SIZE'),
    maxExportBatchSize: number('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
    exportTimeoutMillis: number('OTEL_BSP_EXPORT_TIMEOUT'),
  };
}

/** Sends what is still buffered, then forgets the setup (a test may start another). */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
  provider = undefined;
  trace.disable();
  propagation.disable();
  context.disable();
  contextManager = undefined;
}

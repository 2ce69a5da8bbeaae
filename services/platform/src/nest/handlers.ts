import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { correlationIdOf, withCorrelationId } from '../correlation';
import { isDomainError } from '../errors';
import { classifyFailure, describeFailure } from '../kafka/event-failures';
import { createLogger, type Logger } from '../logger';
import { contextOf, inSpan, markFailed, SpanKind } from '../tracing/spans';
import type { Reply } from '../transport/rpc';

let logger: Logger | undefined;
/** The platform logger the handlers report to; tests give their own. */
export function useHandlerLogger(next: Logger): void {
  logger = next;
}
const log = () => (logger ??= createLogger('handlers'));

/** Marks a method as wrapped, so a test can tell that no handler bypasses the wrapper. */
export const WRAPPED_HANDLER = Symbol('WrappedHandler');

const INTERNAL: Reply<never> = { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };

/**
 * What may be logged of an unexpected failure: its class, code and stack frames, never its
 * message, which may quote a respondent's words (a parse error, a database's duplicate key).
 */
function failureForLog(error: unknown) {
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .slice(1, 9)
          .map((l) => l.trim())
      : [];
  return { ...describeFailure(error), frames };
}

type Method = (...args: unknown[]) => unknown;
type Failure = { error: unknown; handler: string; correlationId: string | undefined; arg: unknown };

/**
 * Replaces the handler with one that runs under the correlation id `correlationOf` finds in its
 * payload and hands any failure to `onFailure`, whose result (or throw) is the handler's outcome.
 */
type Traced = { span: (payload: unknown) => string; kind: SpanKind; carrier: (payload: unknown) => unknown };

function wrap(
  target: object,
  key: string | symbol,
  descriptor: PropertyDescriptor,
  correlationOf: (payload: unknown) => string | undefined,
  traced: Traced,
  onFailure: (failure: Failure) => unknown,
): void {
  const original = descriptor.value as Method;
  const handler = `${target.constructor.name}.${String(key)}`;
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    const correlationId = correlationOf(args[0]);
    const run = () =>
      inSpan(traced.span(args[0]), { kind: traced.kind, parent: contextOf(traced.carrier(args[0])) }, async (span) => {
        try {
          return await original.apply(this, args);
        } catch (error) {
          if (!isDomainError(error)) markFailed(span, error);
          return onFailure({ error, handler, correlationId, arg: args[0] });
        }
      });
    return correlationId ? withCorrelationId(correlationId, run) : run();
  };
  for (const k of Reflect.getMetadataKeys(original)) Reflect.defineMetadata(k, Reflect.getMetadata(k, original), wrapped);
  Reflect.defineMetadata(WRAPPED_HANDLER, true, wrapped);
  descriptor.value = wrapped;
}

/**
 * A request/reply handler (`@MessagePattern`), run with the caller's correlation id. A refusal
 * (DomainError) becomes its coded reply quietly; anything unexpected is logged with the
 * correlation id and the handler's name, then answered as INTERNAL.
 */
export function HandleMessage(pattern: string): MethodDecorator {
  return (target, key, descriptor) => {
    const traced = { span: () => `process ${pattern}`, kind: SpanKind.SERVER, carrier: (payload: unknown) => payload };
    wrap(target, key, descriptor, correlationIdOf, traced, ({ error, handler, correlationId }) => {
      if (isDomainError(error)) return { ok: false, error: error.toRemote() };
      log().error({ handler, pattern, correlationId, error: failureForLog(error) }, 'message handler failed');
      return INTERNAL;
    });
    MessagePattern(pattern)(target, key, descriptor);
  };
}

type EventIds = { id?: string; type?: string; metadata?: { correlationId?: string } } | undefined;

/**
 * An event handler (`@EventPattern`), run with the event's correlation id. A failure is logged
 * with it and the handler's name, then thrown on so the transport retries or dead-letters the
 * event; a refusal or a passing failure (a failover, a version race) is left to the transport's retry log.
 */
export function HandleEvent(topic: string): MethodDecorator {
  return (target, key, descriptor) => {
    const correlationOf = (event: unknown) => (event as EventIds)?.metadata?.correlationId;
    const traced = {
      span: (event: unknown) => `process ${(event as EventIds)?.type ?? topic}`,
      kind: SpanKind.CONSUMER,
      carrier: (event: unknown) => (event as EventIds)?.metadata,
    };
    wrap(target, key, descriptor, correlationOf, traced, ({ error, handler, correlationId, arg }) => {
      if (!isDomainError(error) && classifyFailure(error) !== 'transient') {
        const event = arg as EventIds;
        const about = { handler, topic, correlationId, eventId: event?.id, eventType: event?.type, error: failureForLog(error) };
        log().error(about, 'event handler failed');
      }
      throw error;
    });
    // Nest types the descriptor of an event handler by its payload; the wrapper keeps any.
    EventPattern(topic)(target, key, descriptor as never);
  };
}

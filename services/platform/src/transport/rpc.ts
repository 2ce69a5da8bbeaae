import type { ClientProxy } from '@nestjs/microservices';
import { RemoteError } from '@pill/proto/common';
import type { MessageDef, PayloadOf, ReplyOf, ParsedPayloadOf } from '@pill/proto/messages';
import { randomUUID } from 'node:crypto';
import { lastValueFrom, timeout } from 'rxjs';
import { z } from 'zod';
import { currentCorrelationId } from '../correlation';
import { DomainError, isDomainError } from '../errors';
import { inSpan, SpanKind, traceCarrier } from '../tracing/spans';

/**
 * Every reply is a plain value, whatever the transport: `{ ok: true, value }` or
 * `{ ok: false, error: { code, message, refusal? } }`. Exceptions never cross a process boundary.
 */
export type Reply<T> = { ok: true; value: T } | { ok: false; error: RemoteError };

const ReplyEnvelope = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: RemoteError }),
]);

/**
 * Service side: parse the payload with its schema, run the use case, wrap the answer. A refusal
 * becomes its coded reply; anything unexpected is thrown on to the handler wrapper
 * (`HandleMessage`), which logs it with the request's correlation id and answers INTERNAL.
 */
export async function answer<M extends MessageDef>(
  def: M,
  raw: unknown,
  run: (payload: ParsedPayloadOf<M>) => Promise<ReplyOf<M>>,
): Promise<Reply<ReplyOf<M>>> {
  const parsed = def.payload.safeParse(raw);
  if (!parsed.success) return { ok: false, error: { code: 'VALIDATION', message: parsed.error.issues[0]?.message ?? 'Invalid request' } };
  try {
    return { ok: true, value: await run(parsed.data as ParsedPayloadOf<M>) };
  } catch (error) {
    if (isDomainError(error)) return { ok: false, error: error.toRemote() };
    throw error;
  }
}

/**
 * Caller side: send a message and get its value, or the remote refusal as a DomainError. The
 * payload carries the correlation id of the work it is part of (the gateway's HTTP request), or a
 * fresh one; payload schemas ignore it, the handler wrapper logs with it.
 */
export class RemoteCaller {
  constructor(
    private readonly client: ClientProxy,
    private readonly timeoutMs = 10_000,
  ) {}

  async call<M extends MessageDef>(def: M, payload: PayloadOf<M>): Promise<ReplyOf<M>> {
    const attributes = { 'messaging.operation.type': 'send', 'messaging.destination.name': def.pattern };
    return inSpan(`send ${def.pattern}`, { kind: SpanKind.CLIENT, attributes }, async () => {
      let raw: unknown;
      try {
        const correlationId = currentCorrelationId() ?? randomUUID();
        const message = { ...(payload as object), correlationId, ...traceCarrier() };
        raw = await lastValueFrom(this.client.send(def.pattern, message).pipe(timeout(this.timeoutMs)));
      } catch {
        throw new DomainError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.');
      }
      const reply = ReplyEnvelope.parse(raw);
      if (!reply.ok) throw new DomainError(reply.error.code, reply.error.message, reply.error.refusal);
      return reply.value as ReplyOf<M>;
    });
  }
}

import type { Serializer } from '@nestjs/microservices';

/** A message that carries its own Kafka key; anything else is sent as an unkeyed JSON value. */
export class KeyedMessage {
  constructor(
    readonly key: string,
    readonly value: unknown,
    readonly headers: Record<string, string | undefined> = {},
  ) {}
}

interface OutgoingMessage {
  key?: string;
  value: string | null;
  headers: Record<string, string>;
}

/** Every message says which install (namespace) sent it; consumers of another one skip it. */
export const NAMESPACE_HEADER = 'pill-namespace';
export const DEFAULT_NAMESPACE = 'pill';

/**
 * Nest's default Kafka serializer treats any object with a `value` field as a Kafka message and
 * would unwrap our `{ ok, value }` replies. This one always sends the whole value as JSON.
 */
export class PillKafkaSerializer implements Serializer<unknown, OutgoingMessage> {
  constructor(private readonly namespace = DEFAULT_NAMESPACE) {}

  serialize(input: unknown): OutgoingMessage {
    const headers = { [NAMESPACE_HEADER]: this.namespace };
    if (input instanceof KeyedMessage) {
      const extra = Object.entries(input.headers).filter((e): e is [string, string] => e[1] !== undefined);
      return { key: input.key, value: JSON.stringify(input.value), headers: { ...Object.fromEntries(extra), ...headers } };
    }
    return { value: input === undefined ? null : JSON.stringify(input), headers };
  }
}

/** The namespace a message was sent from; messages from before namespaces were stamped are the default one's. */
export const namespaceOf = (headers: Record<string, unknown> | undefined): string =>
  String(headers?.[NAMESPACE_HEADER] ?? DEFAULT_NAMESPACE);

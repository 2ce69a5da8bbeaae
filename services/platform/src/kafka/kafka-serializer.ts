import type { Serializer } from '@nestjs/microservices';

/** A message that carries its own Kafka key; anything else is sent as an unkeyed JSON value. */
export class KeyedMessage {
  constructor(
    readonly key: string,
    readonly value: unknown,
  ) {}
}

interface OutgoingMessage {
  key?: string;
  value: string | null;
  headers: Record<string, string>;
}

/**
 * Nest's default Kafka serializer treats any object with a `value` field as a Kafka message and
 * would unwrap our `{ ok, value }` replies. This one always sends the whole value as JSON.
 */
export class PillKafkaSerializer implements Serializer<unknown, OutgoingMessage> {
  serialize(input: unknown): OutgoingMessage {
    if (input instanceof KeyedMessage) return { key: input.key, value: JSON.stringify(input.value), headers: {} };
    return { value: input === undefined ? null : JSON.stringify(input), headers: {} };
  }
}

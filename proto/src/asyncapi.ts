import { z } from 'zod';
import { PillEvent } from './events';
import { topicOf, type PillEventType } from './events';
import { TOPICS } from './topics';

export const EVENTS_VERSION = '1.0.0';

const TOPIC_DESCRIPTIONS: Record<keyof typeof TOPICS, string> = {
  link: 'Feedback links: created, edited, activated or deactivated, deleted.',
  question: "Owners' question libraries and the default library.",
  submission: 'Submissions: received, answers deleted, erased with their link, refused by moderation, daily caps reached.',
  visit: 'Public views of links, counted in batches; nothing about the visitor.',
  analysis: 'AI analyses of links, and their erasure.',
  account: "Owners' accounts, when first created or seen.",
};

/** `link.activation-changed` → `linkActivationChanged`: message names are identifiers. */
const camel = (type: string) => type.replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase());

/** Events are read as published: draft-07 JSON Schema, which AsyncAPI's own schema format extends. */
function payloadOf(event: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(event, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return schema;
}

const typeOf = (event: z.ZodObject) => (event.shape.type as z.ZodLiteral<PillEventType>).value;

/** The AsyncAPI 3.0 document of every event the services publish, one channel per Kafka topic. */
export function asyncApiDocument(): Record<string, unknown> {
  const channels: Record<string, { address: string; description: string; messages: Record<string, unknown> }> = {};
  const messages: Record<string, unknown> = {};
  for (const [aggregate, address] of Object.entries(TOPICS)) {
    channels[`${aggregate}Events`] = {
      address,
      description: TOPIC_DESCRIPTIONS[aggregate as keyof typeof TOPICS],
      messages: {},
    };
  }
  for (const event of PillEvent.options as z.ZodObject[]) {
    const type = typeOf(event);
    const name = camel(type);
    const channel = Object.entries(TOPICS).find(([, address]) => address === topicOf(type))?.[0] as string;
    messages[name] = {
      name: type,
      title: type,
      contentType: 'application/json',
      headers: {
        type: 'object',
        properties: { 'pill-namespace': { type: 'string', description: 'PILL_NAMESPACE of the install; consumers skip others.' } },
      },
      payload: payloadOf(event),
      bindings: { kafka: { key: { type: 'string', description: 'The streamId: one aggregate’s events stay ordered.' } } },
    };
    channels[`${channel}Events`].messages[name] = { $ref: `#/components/messages/${name}` };
  }
  const operations = Object.fromEntries(
    Object.entries(channels).map(([id, channel]) => [
      `on${id[0].toUpperCase()}${id.slice(1)}`,
      {
        action: 'receive',
        summary: `Consume ${channel.address}`,
        channel: { $ref: `#/channels/${id}` },
        messages: Object.keys(channel.messages).map((name) => ({ $ref: `#/channels/${id}/messages/${name}` })),
      },
    ]),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Pill events',
      version: EVENTS_VERSION,
      description:
        'Domain events, published at least once after they are stored, in one envelope (id, type, schemaVersion, streamId, ' +
        'streamVersion, occurredAt, data, metadata). Consumers skip what they already applied (by streamVersion or id).',
    },
    defaultContentType: 'application/json',
    servers: {
      kafka: {
        host: '{brokers}',
        protocol: 'kafka',
        description: 'The cluster shape; the embedded shape carries the same events in process.',
        variables: { brokers: { default: 'localhost:9092', description: 'KAFKA_BROKERS' } },
      },
    },
    channels,
    operations,
    components: { messages },
  };
}

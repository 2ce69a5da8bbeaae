import { isEventType, UnknownSchemaVersion, upcast } from '@pill/proto/event-upcasters';
import { PillEvent, topicOf, type EventOf, type EventsOnTopic, type PillEventType } from '@pill/proto/events';
import type { Topic } from '@pill/proto/topics';
import { PoisonMessage } from '../kafka/event-failures';

/** An event as a consumer receives it: parsed with its proto schema at its current version, plus its store position. */
export type ReceivedEvent<T extends PillEventType = PillEventType> = EventOf<T> & { position: number };

/** The ids of a message that looks like an event, for logs: never its data, which may hold a respondent's words. */
export function eventIds(raw: unknown): { eventId?: string; eventType?: string; streamId?: string; streamVersion?: number } {
  if (typeof raw !== 'object' || raw === null) return {};
  const { id, type, streamId, streamVersion } = raw as Record<string, unknown>;
  return {
    ...(typeof id === 'string' ? { eventId: id } : {}),
    ...(typeof type === 'string' ? { eventType: type } : {}),
    ...(typeof streamId === 'string' ? { streamId } : {}),
    ...(typeof streamVersion === 'number' ? { streamVersion } : {}),
  };
}

/**
 * The one door every event comes in by, on either transport and from the store: the envelope is
 * checked, older versions are upcast, and the result is parsed with the `PillEvent` schema. What
 * cannot pass throws a PoisonMessage (skipped and counted as a dead letter, never retried); its
 * code says why, and nothing of the payload is quoted. With `topic`, the type must belong to it.
 */
export function readEvent<P extends Topic>(raw: unknown, topic: P): ReceivedEvent<EventsOnTopic[P]['type']>;
export function readEvent(raw: unknown, topic?: string): ReceivedEvent;
export function readEvent(raw: unknown, topic?: string): ReceivedEvent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new PoisonMessage('not an event envelope', 'NOT_AN_EVENT');
  const envelope = raw as Record<string, unknown>;
  const { type, schemaVersion, position } = envelope;
  if (typeof type !== 'string' || typeof schemaVersion !== 'number') throw new PoisonMessage('not an event envelope', 'NOT_AN_EVENT');
  if (!isEventType(type)) throw new PoisonMessage('unknown event type', 'UNKNOWN_TYPE');
  if (topic !== undefined && topicOf(type) !== topic) throw new PoisonMessage("event on another type's topic", 'WRONG_TOPIC');
  if (typeof position !== 'number') throw new PoisonMessage('event without a store position', 'NOT_AN_EVENT');
  let current: { schemaVersion: number; data: unknown };
  try {
    current = upcast(type, schemaVersion, envelope.data);
  } catch (error) {
    // An upcaster that cannot read the old data means the data is not what its version promised.
    if (error instanceof UnknownSchemaVersion) throw new PoisonMessage(error.message, 'UNKNOWN_VERSION');
    throw new PoisonMessage('upcaster refused the data', 'OFF_SCHEMA');
  }
  const parsed = PillEvent.safeParse({ ...envelope, ...current });
  // Paths only: an issue's message may quote the value, i.e. a respondent's words.
  if (!parsed.success) {
    throw new PoisonMessage(`off-schema at ${parsed.error.issues.map((i) => i.path.map(String).join('.')).join(', ')}`, 'OFF_SCHEMA');
  }
  return { ...parsed.data, position };
}

import { SCHEMA_VERSION } from '@pill/proto/event-upcasters';
import type { EventData, EventsOnTopic, PillEventType } from '@pill/proto/events';
import type { Topic } from '@pill/proto/topics';
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../event-store/event-store.port';
import { readEvent, type ReceivedEvent } from '../transport/received-event';

/** A stored event of `type` at its current version that honours its schema, for transport and store tests. */
export function storedEventOf<T extends PillEventType>(
  type: T,
  data: EventData<T>,
  at: { streamId: string; streamVersion: number },
): StoredEvent<T, EventData<T>> {
  return {
    id: randomUUID(),
    type,
    schemaVersion: SCHEMA_VERSION[type],
    streamId: at.streamId,
    streamVersion: at.streamVersion,
    occurredAt: '2026-01-02T03:04:05.000Z',
    data,
    metadata: { correlationId: 'c' },
    position: at.streamVersion,
  };
}

export const linkCreated = (at: { streamId: string; streamVersion: number }) =>
  storedEventOf(
    'link.created',
    {
      linkId: at.streamId,
      ownerId: 'o',
      title: `Retro ${at.streamVersion}`,
      shortCode: 'abc',
      questions: [],
      createdAt: '2026-01-02T03:04:05.000Z',
      minResponses: 1,
    },
    at,
  );

export const questionCreated = (at: { streamId: string; streamVersion: number }) =>
  storedEventOf(
    'question.created',
    {
      ownerId: 'o',
      questionId: `q${at.streamVersion}`,
      text: 'What should change?',
      category: 'general',
      createdAt: '2026-01-02T03:04:05.000Z',
    },
    at,
  );

let position = 0;
type At = [type: string, streamId: string, streamVersion: number, data: unknown];

/**
 * An event as a consumer receives it: a version 1 envelope read through `readEvent` (so it is
 * upcast and parsed like a delivered one, on `topic` when given), with the next global position.
 */
export function receivedEvent<P extends Topic>(...args: [...At, topic: P]): ReceivedEvent<EventsOnTopic[P]['type']>;
export function receivedEvent(...args: [...At, topic?: string]): ReceivedEvent;
export function receivedEvent(type: string, streamId: string, streamVersion: number, data: unknown, topic?: string): ReceivedEvent {
  const envelope = { id: randomUUID(), type, schemaVersion: 1, streamId, streamVersion, occurredAt: '2026-01-01T00:00:00.000Z' };
  return readEvent({ ...envelope, data, metadata: { correlationId: 'c' }, position: ++position }, topic);
}

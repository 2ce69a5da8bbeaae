import { SCHEMA_VERSION } from '@pill/proto/event-upcasters';
import type { EventData, PillEventType } from '@pill/proto/events';
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../event-store/event-store.port';

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

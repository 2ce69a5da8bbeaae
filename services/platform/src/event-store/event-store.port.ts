import type { EventMetadata } from '@pill/proto/events';

/** An event as stored: the proto envelope plus its global position in this store. */
export interface StoredEvent<T extends string = string, D = unknown> {
  id: string;
  type: T;
  schemaVersion: number;
  streamId: string;
  streamVersion: number;
  occurredAt: string;
  data: D;
  metadata: EventMetadata;
  position: number;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  schemaVersion?: number;
}

/** A number is the version the stream must be at (0: must not exist); 'any' skips the check. */
export type ExpectedVersion = number | 'any';

export interface AppendOptions {
  metadata: EventMetadata;
  occurredAt: Date;
  newId: () => string;
}

export interface EventStore {
  /** Appends atomically; a stale expected version throws StreamVersionConflict. */
  append(streamId: string, expected: ExpectedVersion, events: NewEvent[], options: AppendOptions): Promise<StoredEvent[]>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** Events after a global position, in order, at most `limit`. */
  readAll(afterPosition: number, limit: number): Promise<StoredEvent[]>;
  /** The position of the newest stored event (0: none); with publishedPosition, the outbox backlog. */
  headPosition(): Promise<number>;
  /** The outbox: the last position a relay has published. */
  publishedPosition(): Promise<number>;
  markPublished(position: number): Promise<void>;
  /**
   * Erasure: replaces the data of every event of the stream with what `redact` returns; an event
   * whose data comes back as is (the same object) is not rewritten.
   */
  redactStream(streamId: string, redact: (event: StoredEvent) => unknown): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');

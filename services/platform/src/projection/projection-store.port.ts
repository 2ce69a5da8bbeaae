/**
 * Where a service keeps its read models: one document per event stream (a link, a submission, an
 * owner's question library), each carrying the version of the last event it folded in. That
 * version is the projection's checkpoint for the stream: a redelivered event is skipped, an event
 * that arrives before its predecessor waits for the bus to deliver them in order, and no write
 * ever needs a transaction, so any replica may apply any event (MongoDB and FerretDB alike).
 * Everything a screen shows across streams (a link's answers, an owner's links) is read through
 * a declared index.
 */
export interface ProjectionStore {
  collection<T>(definition: CollectionDefinition<T>): ProjectionCollection<T>;
  /**
   * Told when an event arrives before its predecessor was folded. The bus delivers a stream in
   * order, so this means an event was lost to this read model (skipped after repeated failures,
   * or gone from Kafka before a new read model read it): the document stops following its stream.
   */
  onGap?: (gap: ProjectionGap) => void;
  close(): Promise<void>;
}

export interface ProjectionGap {
  collection: string;
  id: string;
  folded: number;
  arrived: number;
}

export interface CollectionDefinition<T> {
  /** Collection name, unique within the service. */
  name: string;
  /** Values to look documents up by, e.g. `{ linkId: (d) => d.linkId }`. */
  indexes?: Record<string, (data: T) => string | undefined>;
}

export interface ProjectionCollection<T> {
  get(id: string): Promise<T | undefined>;
  /** The live documents whose index `index` has `value`, in no particular order. */
  findBy(index: string, value: string): Promise<Array<{ id: string; version: number; data: T }>>;
  /** The version of the last event folded into `id` (0 when none), also after it was removed. Only for stream-versioned documents. */
  version(id: string): Promise<number>;
  /**
   * Folds event `version` of stream `id` when it is the next one. `evolve` gets the current data
   * (undefined before the first event or after removal) and returns the new data, or null to
   * remove the data and keep only the version (so a late redelivery cannot bring it back).
   * Returns whether the event was applied.
   */
  apply(id: string, version: number, evolve: (current: T | undefined) => T | null): Promise<boolean>;
  /** Writes a document that is not versioned by a stream (a marker, a lookup entry). Idempotent. */
  put(id: string, data: T): Promise<void>;
}

export const PROJECTION_STORE = Symbol('ProjectionStore');

import { Schema } from 'mongoose';

/**
 * One document per event. `data` and `metadata` are stored as JSON text, exactly as the SQLite
 * store does, so both adapters give back the same values (and any key is safe in any server).
 */
export interface EventDoc {
  position: number;
  id: string;
  type: string;
  schemaVersion: number;
  streamId: string;
  streamVersion: number;
  occurredAt: string;
  data: string;
  metadata: string;
  storedAt: number;
}

export const EventSchema = new Schema<EventDoc>(
  {
    position: { type: Number, required: true },
    id: { type: String, required: true },
    type: { type: String, required: true },
    schemaVersion: { type: Number, required: true },
    streamId: { type: String, required: true },
    streamVersion: { type: Number, required: true },
    occurredAt: { type: String, required: true },
    data: { type: String, required: true },
    metadata: { type: String, required: true },
    storedAt: { type: Number, required: true },
  },
  { collection: 'events', versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false },
);
// Optimistic concurrency: a second writer of the same stream version fails with a duplicate key.
EventSchema.index({ streamId: 1, streamVersion: 1 }, { unique: true, name: 'stream_version' });
EventSchema.index({ position: 1 }, { unique: true, name: 'position' });
EventSchema.index({ id: 1 }, { unique: true, name: 'event_id' });

/** Small named numbers: the outbox's published position. */
export interface CounterDoc {
  _id: string;
  value: number;
}

export const CounterSchema = new Schema<CounterDoc>(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { collection: 'counters', versionKey: false, strict: 'throw', strictQuery: true, autoIndex: false },
);

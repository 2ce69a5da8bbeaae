import type { PillEventType } from './events';

/**
 * Events are immutable: a change of shape adds a version and an upcaster, never an edit of
 * history. Producers write the current version of their type; readers lift older ones to it.
 */
export const SCHEMA_VERSION: Readonly<Record<PillEventType, number>> = {
  // v2: a link carries its anonymity threshold, `minResponses`.
  'link.created': 2,
  'link.updated': 2,
  'link.activation-changed': 1,
  'link.deleted': 1,
  // v2: the gateway batches views, so a visit event carries their `count`.
  'link.visited': 2,
  'question.created': 1,
  'question.updated': 1,
  'question.deleted': 1,
  'question.defaults-published': 1,
  'submission.received': 1,
  'submission.response-deleted': 1,
  'submission.erased': 1,
  'submission.refused': 1,
  'submission.cap-reached': 1,
  'submission.receipt-issued': 1,
  'submission.message-added': 1,
  'submission.thread-read': 1,
  'analysis.completed': 1,
  'account.created': 1,
  'account.deleted': 1,
};

type EventDataRecord = Record<string, unknown>;
/** Lifts the data of one version of an event type to the next. Pure: no clock, no ids. */
export type Upcaster = (data: EventDataRecord) => EventDataRecord;

/** Per event type, the upcaster from version n (the key) to n + 1. */
/** A link saved before thresholds existed shows its answers from the first, as it always did. */
const withMinResponses: Upcaster = (data) => ({ ...data, minResponses: data.minResponses ?? 1 });

export const UPCASTERS: { readonly [T in PillEventType]?: Readonly<Record<number, Upcaster>> } = {
  'link.created': { 1: withMinResponses },
  'link.updated': { 1: withMinResponses },
  // A v1 visit event was one view of the link; those written after views were batched carry their count.
  'link.visited': { 1: (data) => ({ ...data, count: data.count ?? 1 }) },
};

/** An event whose version cannot be brought to the current one: newer than this code, or with no upcaster. */
export class UnknownSchemaVersion extends Error {
  constructor(
    readonly type: string,
    readonly schemaVersion: unknown,
  ) {
    super(`no upcaster brings ${type} v${String(schemaVersion)} to v${SCHEMA_VERSION[type as PillEventType] ?? '?'}`);
    this.name = 'UnknownSchemaVersion';
  }
}

export const isEventType = (type: string): type is PillEventType => Object.hasOwn(SCHEMA_VERSION, type);

/** The data of an event of `type` at `schemaVersion`, lifted to the type's current version. */
export function upcast(type: PillEventType, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
  const current = SCHEMA_VERSION[type];
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > current) throw new UnknownSchemaVersion(type, schemaVersion);
  let lifted = data;
  for (let version = schemaVersion; version < current; version++) {
    const up = UPCASTERS[type]?.[version];
    if (!up || typeof lifted !== 'object' || lifted === null) throw new UnknownSchemaVersion(type, schemaVersion);
    lifted = up(lifted as EventDataRecord);
  }
  return { schemaVersion: current, data: lifted };
}

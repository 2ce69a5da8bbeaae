/**
 * Why an event handler failed, which decides what the consumer does with the event:
 * - `transient`: the world will change (MongoDB failover, a network blip, a timeout, a version
 *   race): retried with backoff for as long as it takes, the offset not committed meanwhile.
 * - `poison`: the message itself is bad (not an event envelope, unparseable, off-schema):
 *   retrying cannot help, so it is skipped at once and counted as a dead letter.
 * - `unknown`: anything else (a bug, a refusal): retried a few times, then skipped and counted.
 */
export type FailureKind = 'transient' | 'poison' | 'unknown';

/** Network errors Node reports by code. */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** MongoDB server codes of an election, a stepdown, a shutdown or a timeout. */
const MONGO_TRANSIENT_CODES = new Set([6, 7, 50, 89, 91, 112, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
/** Labels the MongoDB driver puts on errors worth retrying. */
const MONGO_RETRY_LABELS = [
  'RetryableWriteError',
  'TransientTransactionError',
  'ResetPool',
  'PoolRequestedRetry',
  'InterruptInUseConnections',
  'SystemOverloadedError',
];
const TRANSIENT_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
  'MongoWriteConcernError',
  'MongoOperationTimeoutError',
  'TimeoutError',
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSNumberOfRetriesExceeded',
  'KafkaJSBrokerNotFound',
  'KafkaJSLockTimeout',
]);
/** Domain refusals that a moment later may not happen: a version race, a service restarting. */
const TRANSIENT_DOMAIN_CODES = new Set(['CONFLICT', 'UNAVAILABLE', 'RATE_LIMITED']);
const TRANSIENT_MESSAGE = new RegExp(
  'buffering timed out|timed out|not (?:writable )?primary|node is recovering|connection .*(?:closed|reset|refused)|' +
    'topology (?:was )?(?:destroyed|closed)|server selection',
  'i',
);

interface ErrorLike {
  name?: string;
  code?: unknown;
  message?: string;
  retriable?: boolean;
  errorLabels?: string[];
  errorLabelSet?: Set<string>;
  cause?: unknown;
}

/** Parse and schema errors mean the message will never be handled, however often it is tried. */
export class PoisonMessage extends Error {
  constructor(
    reason: string,
    /** Why, in a word fit for logs and metrics: NOT_AN_EVENT, UNKNOWN_TYPE, UNKNOWN_VERSION, OFF_SCHEMA, WRONG_TOPIC. */
    readonly code = 'NOT_AN_EVENT',
  ) {
    super(reason);
    this.name = 'PoisonMessage';
  }
}

export function classifyFailure(error: unknown, depth = 0): FailureKind {
  if (!error || typeof error !== 'object') return 'unknown';
  const e = error as ErrorLike;
  const name = String(e.name ?? '');
  if (name === 'PoisonMessage' || name === 'SyntaxError' || name === 'ZodError' || name === '$ZodError') return 'poison';
  if (TRANSIENT_NAMES.has(name)) return 'transient';
  if (name.startsWith('KafkaJS') && e.retriable === true) return 'transient';
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return 'transient';
  if (name.startsWith('Mongo') && typeof e.code === 'number' && MONGO_TRANSIENT_CODES.has(e.code)) return 'transient';
  const labels = [...(e.errorLabels ?? []), ...(e.errorLabelSet ?? [])];
  if (labels.some((l) => MONGO_RETRY_LABELS.includes(l))) return 'transient';
  if (name === 'DomainError' && typeof e.code === 'string' && TRANSIENT_DOMAIN_CODES.has(e.code)) return 'transient';
  if ((name.startsWith('Mongo') || name.startsWith('KafkaJS')) && TRANSIENT_MESSAGE.test(String(e.message ?? ''))) return 'transient';
  // A wrapped driver error (`cause`) is judged by what it wraps.
  if (e.cause && depth < 3) {
    const inner = classifyFailure(e.cause, depth + 1);
    if (inner !== 'unknown') return inner;
  }
  return 'unknown';
}

/**
 * What may be logged about a failure: its class and code. Never the message of a parse or
 * schema error, which can quote the payload, i.e. a respondent's words.
 */
export function describeFailure(error: unknown): { name: string; code?: string | number } {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  // Nest's `{ status, message }` stand-in (see KeepCauseRpcFilter): describe what it wraps.
  if (!e.name && e.cause) return describeFailure(e.cause);
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined;
  return { name: String(e.name ?? typeof error), ...(code !== undefined ? { code } : {}) };
}

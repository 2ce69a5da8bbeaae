import { DeliveryInterrupted, deliverEvent, type DeliveryHooks, type RetryPolicy } from './event-delivery';
import { classifyFailure, describeFailure, PoisonMessage } from './event-failures';

const policy: RetryPolicy = { unknownAttempts: 3, baseDelayMs: 100, maxDelayMs: 1_000, heartbeatEveryMs: 250 };
const mongoNotPrimary = () => Object.assign(new Error('not primary'), { name: 'MongoServerError', code: 10107 });
const networkDown = () => Object.assign(new Error('connection 3 to 127.0.0.1:27017 closed'), { name: 'MongoNetworkError' });

/** A handler that fails `times` times with `error()`, then succeeds; time is simulated. */
function fixture(times: number, error: () => unknown, stopAfterSleeps = Infinity) {
  const state = { calls: 0, heartbeats: 0, slept: [] as number[], retries: [] as string[] };
  const handle = async () => {
    state.calls++;
    if (state.calls <= times) throw error();
  };
  const hooks: DeliveryHooks = {
    heartbeat: async () => void state.heartbeats++,
    stopping: () => state.slept.length >= stopAfterSleeps,
    onRetry: (kind) => void state.retries.push(kind),
    sleep: async (ms) => void state.slept.push(ms),
  };
  return { state, run: () => deliverEvent(handle, hooks, policy) };
}

describe('delivering an event to its handler', () => {
  it('waits out a MongoDB failover however long it takes, and the event is handled in the end', async () => {
    const { state, run } = fixture(12, () => (state.calls % 2 ? mongoNotPrimary() : networkDown()));
    await expect(run()).resolves.toEqual({ delivered: true, attempts: 13 });
    expect(state.retries).toEqual(Array(12).fill('transient'));
  });

  it('backs off exponentially up to the cap, heartbeating while it waits so the group keeps the member', async () => {
    const { state, run } = fixture(6, mongoNotPrimary);
    await run();
    const total = state.slept.reduce((a, b) => a + b, 0);
    expect(total).toBe(100 + 200 + 400 + 800 + 1_000 + 1_000);
    expect(Math.max(...state.slept)).toBeLessThanOrEqual(policy.heartbeatEveryMs);
    expect(state.heartbeats).toBe(state.slept.length);
  });

  it('skips a poison message at once, without retrying', async () => {
    const { state, run } = fixture(Infinity, () => new PoisonMessage('not an event'));
    await expect(run()).resolves.toMatchObject({ delivered: false, kind: 'poison', attempts: 1 });
    expect(state.calls).toBe(1);
  });

  it('gives up on an unknown failure after a few attempts', async () => {
    const { state, run } = fixture(Infinity, () => new TypeError('x is undefined'));
    await expect(run()).resolves.toMatchObject({ delivered: false, kind: 'unknown', attempts: 3 });
    expect(state.calls).toBe(3);
  });

  it('stops retrying when the consumer shuts down, leaving the event uncommitted (it throws)', async () => {
    const { state, run } = fixture(Infinity, mongoNotPrimary, 3);
    await expect(run()).rejects.toBeInstanceOf(DeliveryInterrupted);
    expect(state.calls).toBeLessThan(5);
  });

  it('lets a rebalance through: the heartbeat error ends the wait without committing', async () => {
    const rebalancing = Object.assign(new Error('The group is rebalancing'), {
      name: 'KafkaJSProtocolError',
      type: 'REBALANCE_IN_PROGRESS',
    });
    const hooks: DeliveryHooks = { heartbeat: () => Promise.reject(rebalancing), stopping: () => false, sleep: async () => undefined };
    await expect(deliverEvent(() => Promise.reject(mongoNotPrimary()), hooks, policy)).rejects.toBe(rebalancing);
  });
});

describe('classifying a failure', () => {
  it.each([
    ['MongoDB stepping down', Object.assign(new Error('x'), { name: 'MongoServerError', code: 189 })],
    ['no primary to select', Object.assign(new Error('x'), { name: 'MongoServerSelectionError' })],
    [
      'a retryable write label',
      Object.assign(new Error('x'), { name: 'MongoServerError', code: 1, errorLabelSet: new Set(['RetryableWriteError']) }),
    ],
    [
      'mongoose buffering timed out',
      Object.assign(new Error('Operation `links.findOne()` buffering timed out after 10000ms'), { name: 'MongooseError' }),
    ],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a service restarting', Object.assign(new Error('x'), { name: 'DomainError', code: 'UNAVAILABLE' })],
    ['a version race', Object.assign(new Error('x'), { name: 'DomainError', code: 'CONFLICT' })],
    ['a wrapped network error', Object.assign(new Error('x'), { cause: Object.assign(new Error('y'), { code: 'ETIMEDOUT' }) })],
  ])('%s is transient', (_, error) => expect(classifyFailure(error)).toBe('transient'));

  it.each([
    ['unparseable JSON', new SyntaxError('Unexpected token')],
    ['an off-schema event', Object.assign(new Error('x'), { name: 'ZodError' })],
    ['not an event', new PoisonMessage('not an event')],
  ])('%s is poison', (_, error) => expect(classifyFailure(error)).toBe('poison'));

  it.each([
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['a refusal', Object.assign(new Error('x'), { name: 'DomainError', code: 'NOT_FOUND' })],
    ['a duplicate key', Object.assign(new Error('E11000'), { name: 'MongoServerError', code: 11000 })],
    ['not an error at all', 'boom'],
  ])('%s is unknown', (_, error) => expect(classifyFailure(error)).toBe('unknown'));
});

describe('describing a failure for the log', () => {
  it("names the error behind Nest's stand-in, and never repeats a message that may quote the event", () => {
    const standIn = Object.defineProperty({ status: 'error', message: 'Internal server error' }, 'cause', {
      value: Object.assign(new SyntaxError('"I quit because…" is not valid JSON'), { code: 'X' }),
      enumerable: false,
    });
    expect(describeFailure(standIn)).toEqual({ name: 'SyntaxError', code: 'X' });
    expect(classifyFailure(standIn)).toBe('poison');
  });
});

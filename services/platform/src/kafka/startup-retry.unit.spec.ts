import { EventEmitter } from 'node:events';
import { KafkaJSProtocolError } from 'kafkajs';
import type { Consumer } from '@nestjs/microservices/external/kafka.interface';
import { whenFetching } from './ready-consumer';
import { isRetriableStartupError, withStartupRetries } from './startup-retry';

/** kafkajs builds these from the broker's error code; its typings only admit a message. */
const protocolError = (e: { type: string; code: number; retriable: boolean; message: string }) =>
  new KafkaJSProtocolError(e as unknown as Error);

/** What a broker restarting under Kafka 4.1 answered a first start. */
const coordinatorLoading = () =>
  protocolError({
    type: 'GROUP_LOAD_IN_PROGRESS',
    code: 14,
    retriable: true,
    message: "The coordinator is loading and hence can't process requests for this group",
  });
const coordinatorNotAvailable = () =>
  protocolError({
    type: 'GROUP_COORDINATOR_NOT_AVAILABLE',
    code: 15,
    retriable: true,
    message: 'The group coordinator is not available',
  });

/** A stubbed kafkajs consumer whose subscribe fails as often as told. */
function stubConsumer(failures: Error[]) {
  const calls: string[] = [];
  return {
    calls,
    subscribe: async ({ topics }: { topics: string[] }) => {
      calls.push(topics.join(','));
      const failure = failures.shift();
      if (failure) throw failure;
    },
  };
}

describe('Kafka start-up', () => {
  it('retries a subscribe that fails twice with retriable errors, backing off, instead of crashing', async () => {
    const consumer = stubConsumer([coordinatorLoading(), coordinatorNotAvailable()]);
    const delays: number[] = [];
    const retried: number[] = [];
    await withStartupRetries(() => consumer.subscribe({ topics: ['pill.link.events'] }), {
      sleep: async (ms) => void delays.push(ms),
      onRetry: (_error, attempt) => retried.push(attempt),
    });
    expect(consumer.calls).toEqual(['pill.link.events', 'pill.link.events', 'pill.link.events']);
    expect(delays).toEqual([500, 1000]);
    expect(retried).toEqual([1, 2]);
  });

  it('fails at once on an error waiting cannot fix, such as a refused password', async () => {
    const consumer = stubConsumer([
      Object.assign(new Error('SASL SCRAM SHA512 authentication failed'), { name: 'KafkaJSSASLAuthenticationError' }),
    ]);
    const slept: number[] = [];
    const sleep = async (ms: number) => void slept.push(ms);
    await expect(withStartupRetries(() => consumer.subscribe({ topics: ['t'] }), { sleep })).rejects.toThrow('authentication failed');
    expect(consumer.calls).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('gives up after its attempts, with the last error', async () => {
    const consumer = stubConsumer([coordinatorLoading(), coordinatorLoading(), coordinatorNotAvailable()]);
    const sleep = async () => undefined;
    await expect(withStartupRetries(() => consumer.subscribe({ topics: ['t'] }), { attempts: 3, sleep })).rejects.toThrow(
      'The group coordinator is not available',
    );
    expect(consumer.calls).toHaveLength(3);
  });

  it('knows a retriable error when kafkajs wraps it after its own retries', () => {
    const wrapped = Object.assign(new Error('Number of retries exceeded'), {
      name: 'KafkaJSNonRetriableError',
      cause: coordinatorLoading(),
    });
    expect(isRetriableStartupError(wrapped)).toBe(true);
    expect(isRetriableStartupError(new Error('Invalid topic name'))).toBe(false);
  });

  it('waits for a consumer that kafkajs restarts after a retriable crash, and fails on one it gives up', async () => {
    const events = { GROUP_JOIN: 'join', FETCH: 'fetch', CRASH: 'crash' };
    const stub = () => {
      const emitter = new EventEmitter();
      const consumer = {
        events,
        on: (event: string, listener: (e: unknown) => void) => {
          emitter.on(event, listener);
          return () => emitter.off(event, listener);
        },
      } as unknown as Consumer;
      return { emitter, consumer };
    };
    const restarted = stub();
    const ready = whenFetching(restarted.consumer, 5_000);
    restarted.emitter.emit('join', {});
    restarted.emitter.emit('crash', { payload: { error: coordinatorLoading(), restart: true } });
    restarted.emitter.emit('fetch', {}); // not yet: the restarted consumer has to join again
    restarted.emitter.emit('join', {});
    restarted.emitter.emit('fetch', {});
    await expect(ready).resolves.toBeUndefined();

    const crashed = stub();
    const failed = whenFetching(crashed.consumer, 5_000);
    crashed.emitter.emit('crash', { payload: { error: new Error('Unknown failure'), restart: false } });
    await expect(failed).rejects.toThrow('Unknown failure');
  });
});

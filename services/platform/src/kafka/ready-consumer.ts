import type { Consumer } from '@nestjs/microservices/external/kafka.interface';

/**
 * Resolves after the consumer has joined its group and finished one fetch. Only then are its
 * starting offsets resolved: a brand-new group starts at the log end, so a request (or a reply)
 * produced before that moment would be skipped and its caller would time out. A crash kafkajs
 * restarts from by itself (a retriable error: the coordinator loading, a leader election) is
 * waited out; only one it gives up on fails the start.
 */
export function whenFetching(consumer: Consumer, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let joined = false;
    const timer = setTimeout(() => done(new Error(`Kafka consumer did not join its group within ${timeoutMs} ms`)), timeoutMs);
    const removers: Array<() => void> = [];
    const done = (error?: Error) => {
      clearTimeout(timer);
      removers.splice(0).forEach((remove) => remove());
      if (error) reject(error);
      else resolve();
    };
    removers.push(consumer.on(consumer.events.GROUP_JOIN, () => (joined = true)));
    removers.push(consumer.on(consumer.events.FETCH, () => joined && done()));
    removers.push(
      consumer.on(consumer.events.CRASH, (e: { payload: { error: Error; restart?: boolean } }) => {
        if (e.payload.restart) joined = false;
        else done(e.payload.error);
      }),
    );
  });
}

import type { Consumer } from '@nestjs/microservices/external/kafka.interface';

/**
 * A kafkajs consumer's state, from its own events. `restarting` is kafkajs recovering by itself
 * (a broker restart): not ready, still alive. `crashed` is kafkajs giving up: only a new process
 * helps, so liveness fails. `stopped` follows a disconnect (our own shutdown, or before a restart).
 */
export type ConsumerState = 'idle' | 'joining' | 'running' | 'restarting' | 'crashed' | 'stopped';

/** Partitions per topic, as kafkajs's GROUP_JOIN tells a member what it was given. */
export type Assignment = Readonly<Record<string, readonly number[]>>;

export class ConsumerHealth {
  private current: ConsumerState = 'idle';
  private assigned: Assignment = {};

  get state(): ConsumerState {
    return this.current;
  }

  /** Takes work: in its group and fetching. A rebalance in progress still counts. */
  get ready(): boolean {
    return this.current === 'running';
  }

  get alive(): boolean {
    return this.current !== 'crashed';
  }

  /**
   * The partitions this member was given when it last joined its group. Kept through a restart
   * until the next join: the group still counts on the member until its session expires.
   */
  get assignment(): Assignment {
    return this.assigned;
  }

  /** Follows the consumer's events; attach before `connect()`, the listeners survive kafkajs restarts. */
  watch(consumer: Consumer): void {
    const { events } = consumer;
    consumer.on(events.CONNECT, () => {
      if (this.current !== 'running') this.current = 'joining';
    });
    consumer.on(events.GROUP_JOIN, (e: { payload?: { memberAssignment?: Assignment } }) => {
      this.assigned = e.payload?.memberAssignment ?? {};
      this.current = 'running';
    });
    consumer.on(events.STOP, () => (this.current = 'stopped'));
    consumer.on(events.DISCONNECT, () => (this.current = 'stopped'));
    // kafkajs disconnects first and reports the crash last, so this state is the final word.
    consumer.on(events.CRASH, (e: { payload: { restart?: boolean } }) => (this.current = e.payload.restart ? 'restarting' : 'crashed'));
  }
}

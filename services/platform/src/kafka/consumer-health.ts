import type { Consumer } from '@nestjs/microservices/external/kafka.interface';

/**
 * A kafkajs consumer's state, from its own events. `restarting` is kafkajs recovering by itself
 * (a broker restart): not ready, still alive. `crashed` is kafkajs giving up: only a new process
 * helps, so liveness fails. `stopped` follows a disconnect (our own shutdown, or before a restart).
 */
export type ConsumerState = 'idle' | 'joining' | 'running' | 'restarting' | 'crashed' | 'stopped';

export class ConsumerHealth {
  private current: ConsumerState = 'idle';
  private since = Date.now();
  private lastError: string | undefined;

  constructor(private readonly now: () => number = Date.now) {}

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

  describe(): { state: ConsumerState; forMs: number; error?: string } {
    return { state: this.current, forMs: this.now() - this.since, ...(this.lastError ? { error: this.lastError } : {}) };
  }

  /** Follows the consumer's events; attach before `connect()`, the listeners survive kafkajs restarts. */
  watch(consumer: Consumer): void {
    const { events } = consumer;
    consumer.on(events.CONNECT, () => this.current !== 'running' && this.set('joining'));
    consumer.on(events.GROUP_JOIN, () => this.set('running'));
    consumer.on(events.STOP, () => this.set('stopped'));
    consumer.on(events.DISCONNECT, () => this.set('stopped'));
    // kafkajs disconnects first and reports the crash last, so this state is the final word.
    consumer.on(events.CRASH, (e: { payload: { error?: Error; restart?: boolean } }) => {
      this.lastError = e.payload.error?.name ?? 'Error';
      this.set(e.payload.restart ? 'restarting' : 'crashed');
    });
  }

  private set(state: ConsumerState): void {
    if (state === this.current) return;
    this.current = state;
    this.since = this.now();
    if (state === 'running') this.lastError = undefined;
  }
}

import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { lastValueFrom, isObservable } from 'rxjs';
import type { InMemoryBroker } from './in-memory-broker';
import { readEvent } from './received-event';

/**
 * Nest transport strategy over the in-process broker: `@MessagePattern` handlers answer
 * requests, `@EventPattern(topic)` handlers consume a topic as this service's consumer group.
 */
export class InMemoryServer extends Server implements CustomTransportStrategy {
  constructor(
    private readonly broker: InMemoryBroker,
    private readonly groupId: string,
  ) {
    super();
  }

  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      // Events come in through the one door (readEvent): what fails it is poison, a dead letter.
      const consume = async (event: unknown) => void (await this.run(handler, readEvent(event, pattern)));
      if (handler.isEventHandler) this.broker.subscribe(this.groupId, pattern, consume);
      else this.broker.handle(pattern, (payload) => this.run(handler, payload));
    }
    callback();
  }

  close(): void {
    for (const [pattern, handler] of this.messageHandlers) if (!handler.isEventHandler) this.broker.unhandle(pattern);
    this.broker.unsubscribeGroup(this.groupId);
  }

  on(): void {
    /* no transport-level events in process */
  }

  unwrap<T>(): T {
    return this.broker as T;
  }

  private async run(handler: MessageHandler, payload: unknown): Promise<unknown> {
    const result = await handler(payload);
    return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
  }
}

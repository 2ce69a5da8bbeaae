import type { ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { StoredEvent } from '../event-store/event-store.port';

/** Publishes a stored event on its topic, keyed by stream so one aggregate's events stay ordered. */
export interface EventPublisher {
  publish(topic: string, event: StoredEvent): Promise<void>;
}

/** Over the in-process broker the event itself is the message. */
export class InMemoryEventPublisher implements EventPublisher {
  constructor(private readonly client: ClientProxy) {}
  async publish(topic: string, event: StoredEvent): Promise<void> {
    await lastValueFrom(this.client.emit(topic, event), { defaultValue: undefined });
  }
}

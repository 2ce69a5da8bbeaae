import type { ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { StoredEvent } from '../event-store/event-store.port';
import type { EventPublisher } from '../transport/event-publisher';
import { KeyedMessage } from './kafka-serializer';

/** Keyed by stream id: one aggregate's events land on one partition, so they stay ordered. */
export class KafkaEventPublisher implements EventPublisher {
  constructor(private readonly client: ClientProxy) {}

  async publish(topic: string, event: StoredEvent): Promise<void> {
    await lastValueFrom(this.client.emit(topic, new KeyedMessage(event.streamId, event)), { defaultValue: undefined });
  }
}

import type { ClientProxy } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import type { StoredEvent } from '../event-store/event-store.port';
import { traceCarrier } from '../tracing/spans';
import type { EventPublisher } from '../transport/event-publisher';
import { KeyedMessage } from './kafka-serializer';

/** Keyed by stream id: one aggregate's events land on one partition, so they stay ordered. */
export class KafkaEventPublisher implements EventPublisher {
  constructor(private readonly client: ClientProxy) {}

  async publish(topic: string, event: StoredEvent): Promise<void> {
    // Trace context in the headers too, where Kafka tooling and other consumers look for it.
    const message = new KeyedMessage(event.streamId, event, { ...traceCarrier() });
    await lastValueFrom(this.client.emit(topic, message), { defaultValue: undefined });
  }
}

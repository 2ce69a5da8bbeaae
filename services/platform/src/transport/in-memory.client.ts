import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import type { InMemoryBroker } from './in-memory-broker';

/** Nest client proxy over the in-process broker: `send` is request/reply, `emit` publishes. */
export class InMemoryClient extends ClientProxy {
  constructor(private readonly broker: InMemoryBroker) {
    super();
  }

  async connect(): Promise<void> {}

  close(): void {}

  override on(): void {}

  unwrap<T>(): T {
    return this.broker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    this.broker
      .request(String(packet.pattern), packet.data)
      .then((response) => callback({ response, isDisposed: true }))
      .catch((err: unknown) => callback({ err: err instanceof Error ? err.message : err, isDisposed: true }));
    return () => undefined;
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    this.broker.publish(String(packet.pattern), packet.data);
    return undefined as T;
  }
}

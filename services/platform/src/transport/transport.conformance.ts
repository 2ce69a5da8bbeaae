import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload, type ClientProxy } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import { LINK } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../event-store/event-store.port';
import { withCorrelationId } from '../correlation';
import type { Infrastructure } from '../infrastructure';
import { linkCreated } from '../testing/stored-events';
import { RemoteCaller } from './rpc';

const received: StoredEvent[] = [];
const REFUSAL = {
  code: 'MODERATION_REFUSED',
  message: 'Please remove the threat.',
  refusal: { kind: 'threat', field: 'response', questionId: 'q1' },
};

@Controller()
class ProbeController {
  @MessagePattern(LINK.get.pattern)
  async get(@Payload() payload: { ownerId: string; linkId: string }) {
    if (payload.linkId === 'slow') await new Promise((r) => setTimeout(r, 2_000));
    if (payload.linkId === 'missing') return { ok: false, error: { code: 'NOT_FOUND', message: 'No such link' } };
    if (payload.linkId === 'refused') return { ok: false, error: REFUSAL };
    return { ok: true, value: { echo: payload, at: new Date('2026-01-01T00:00:00Z'), gone: undefined } };
  }

  @EventPattern(TOPICS.link)
  onEvent(@Payload() event: StoredEvent) {
    received.push(event);
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const eventually = async (check: () => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

/** The contract of the transport: request/reply and keyed, ordered, JSON-faithful events. */
export function transportConformance(name: string, open: () => Promise<Infrastructure>): void {
  describe(`Transport conformance: ${name}`, () => {
    let infra: Infrastructure;
    let app: INestMicroservice;
    let client: ClientProxy;

    beforeAll(async () => {
      infra = await open();
      app = await NestFactory.createMicroservice(ProbeModule, { strategy: infra.strategy('analysis'), logger: false });
      await app.listen();
      client = infra.client('gateway');
      await client.connect();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await client?.close();
      await infra?.close();
    }, 60_000);

    it("answers a request with the handler value, serialised like JSON; the payload carries the caller's correlation id", async () => {
      const value = await withCorrelationId('req-1', () => new RemoteCaller(client).call(LINK.get, { ownerId: 'o1', linkId: 'l1' }));
      expect(value).toEqual({ echo: { ownerId: 'o1', linkId: 'l1', correlationId: 'req-1' }, at: '2026-01-01T00:00:00.000Z' });
    });

    it('carries a refusal across as a coded error', async () => {
      await expect(new RemoteCaller(client).call(LINK.get, { ownerId: 'o1', linkId: 'missing' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'No such link',
      });
    });

    it("carries a moderation refusal's kind and field across with it", async () => {
      await expect(new RemoteCaller(client).call(LINK.get, { ownerId: 'o1', linkId: 'refused' })).rejects.toMatchObject(REFUSAL);
    });

    it('answers requests side by side: a slow one holds none of those sent after it', async () => {
      const caller = new RemoteCaller(client);
      const order: string[] = [];
      const ask = (linkId: string) => caller.call(LINK.get, { ownerId: 'o1', linkId }).then(() => order.push(linkId));
      // Ten more than there are partitions: some share the slow one's.
      await Promise.all([ask('slow'), ...Array.from({ length: 10 }, (_, i) => ask(`quick-${i}`))]);
      expect(order.indexOf('slow')).toBe(10);
    });

    it('delivers published events to the consumer group in order per stream', async () => {
      const streamId = `probe-${randomUUID()}`;
      const publisher = infra.publisher(client);
      for (let v = 1; v <= 20; v++) {
        await publisher.publish(TOPICS.link, linkCreated({ streamId, streamVersion: v }));
      }
      await eventually(() => received.filter((e) => e.streamId === streamId).length >= 20);
      const versions = received.filter((e) => e.streamId === streamId).map((e) => e.streamVersion);
      expect(versions.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }, 60_000);
  });
}

import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Payload } from '@nestjs/microservices';
import { LINK } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { currentCorrelationId, withCorrelationId } from '../correlation';
import { DomainError } from '../errors';
import type { Logger } from '../logger';
import { InMemoryBroker } from '../transport/in-memory-broker';
import { InMemoryClient } from '../transport/in-memory.client';
import { InMemoryServer } from '../transport/in-memory.server';
import { answer, RemoteCaller } from '../transport/rpc';
import { linkCreated } from '../testing/stored-events';
import { HandleEvent, HandleMessage, useHandlerLogger } from './handlers';

const RESPONDENT_WORDS = 'my manager shouts at me';
const logged: Array<{ about: Record<string, unknown>; message: string }> = [];
const correlationIds: Array<string | undefined> = [];

@Controller()
class PublicLinkProbe {
  @HandleMessage(LINK.getPublic.pattern)
  getPublic(@Payload() raw: unknown) {
    return answer(LINK.getPublic, raw, async ({ shortCode }) => {
      correlationIds.push(currentCorrelationId());
      if (shortCode === 'gone-away-link') throw new DomainError('NOT_FOUND', 'This feedback link does not exist');
      throw new TypeError(`cannot read ${RESPONDENT_WORDS}`);
    });
  }

  @HandleEvent(TOPICS.link)
  async onLinkEvent(@Payload() event: { data: { title: string } }) {
    correlationIds.push(currentCorrelationId());
    if (event.data.title.endsWith('2')) throw new RangeError(`bad title ${RESPONDENT_WORDS}`);
  }
}

@Module({ controllers: [PublicLinkProbe] })
class ProbeModule {}

describe('the handler wrapper', () => {
  const broker = new InMemoryBroker({ error: () => undefined } as unknown as Logger);
  const caller = new RemoteCaller(new InMemoryClient(broker));
  let close: () => Promise<void>;

  beforeAll(async () => {
    useHandlerLogger({ error: (about: Record<string, unknown>, message: string) => logged.push({ about, message }) } as unknown as Logger);
    const app = await NestFactory.createMicroservice(ProbeModule, { strategy: new InMemoryServer(broker, 'link'), logger: false });
    await app.listen();
    close = () => app.close();
  });
  afterAll(() => close());
  beforeEach(() => {
    logged.length = 0;
    correlationIds.length = 0;
  });

  it("logs an unexpected failure once, with the caller's correlation id and the handler's name, and answers INTERNAL", async () => {
    const call = withCorrelationId('req-42', () => caller.call(LINK.getPublic, { shortCode: 'abc12345' }));
    await expect(call).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(correlationIds).toEqual(['req-42']);
    expect(logged).toHaveLength(1);
    expect(logged[0].message).toBe('message handler failed');
    expect(logged[0].about).toMatchObject({
      handler: 'PublicLinkProbe.getPublic',
      pattern: LINK.getPublic.pattern,
      correlationId: 'req-42',
      error: { name: 'TypeError' },
    });
    expect(JSON.stringify(logged)).not.toContain(RESPONDENT_WORDS);
  });

  it('lets a refusal through as its coded reply, without logging it', async () => {
    await expect(caller.call(LINK.getPublic, { shortCode: 'gone-away-link' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This feedback link does not exist',
    });
    expect(logged).toEqual([]);
    expect(correlationIds[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("runs an event handler with the event's correlation id and logs its failure with it before the transport skips the event", async () => {
    const ok = { ...linkCreated({ streamId: 'link-1', streamVersion: 1 }), metadata: { correlationId: 'req-7' } };
    const failing = { ...linkCreated({ streamId: 'link-1', streamVersion: 2 }), metadata: { correlationId: 'req-8' } };
    broker.publish(TOPICS.link, ok);
    broker.publish(TOPICS.link, failing);
    await broker.whenIdle();
    expect(correlationIds.slice(0, 2)).toEqual(['req-7', 'req-8']);
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged[0].about).toMatchObject({
      handler: 'PublicLinkProbe.onLinkEvent',
      topic: TOPICS.link,
      correlationId: 'req-8',
      eventId: failing.id,
      error: { name: 'RangeError' },
    });
    expect(JSON.stringify(logged)).not.toContain(RESPONDENT_WORDS);
    expect(broker.deadLetters).toBe(1);
  });
});

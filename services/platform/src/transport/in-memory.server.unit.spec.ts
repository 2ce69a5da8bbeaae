import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, Payload } from '@nestjs/microservices';
import { TOPICS } from '@pill/proto/topics';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure } from '../embedded-infrastructure';
import type { Logger } from '../logger';
import { InMemoryBroker } from './in-memory-broker';
import { InMemoryServer } from './in-memory.server';
import type { ReceivedEvent } from './received-event';

const seen: Array<ReceivedEvent<'link.visited'>> = [];

@Controller()
class VisitCounter {
  @EventPattern(TOPICS.visit)
  onVisit(@Payload() event: ReceivedEvent<'link.visited'>) {
    seen.push(event);
  }
}

@Module({ controllers: [VisitCounter] })
class VisitCounterModule {}

let position = 0;
const visit = (schemaVersion: number, data: Record<string, unknown>) => ({
  id: `visit-${++position}`,
  type: 'link.visited',
  schemaVersion,
  streamId: 'link-visits-l1',
  streamVersion: position,
  occurredAt: '2026-01-01T10:00:00.000Z',
  data: { linkId: 'l1', visitedAt: '2026-01-01T10:00:00.000Z', ...data },
  metadata: { correlationId: 'c' },
  position,
});

async function listen(broker: InMemoryBroker): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(VisitCounterModule, { strategy: new InMemoryServer(broker, 'analysis'), logger: false });
  await app.listen();
  return app;
}

describe('events through the in-process server', () => {
  beforeEach(() => (seen.length = 0));

  it('hands the consumer a v1 visit that arrives after a v2 one in the v2 shape, and skips a malformed one without stopping', async () => {
    const errors: Array<{ about: Record<string, unknown>; message: string }> = [];
    const logger = { error: (about: Record<string, unknown>, message: string) => errors.push({ about, message }) } as unknown as Logger;
    const broker = new InMemoryBroker(logger);
    const app = await listen(broker);
    broker.publish(TOPICS.visit, visit(2, { count: 5 }));
    broker.publish(TOPICS.visit, { ...visit(2, { count: 'lots' }), id: 'bad-visit' });
    broker.publish(TOPICS.visit, visit(1, {}));
    await broker.whenIdle();
    await app.close();

    expect(seen.map((e) => [e.schemaVersion, e.data.count])).toEqual([
      [2, 5],
      [2, 1],
    ]);
    expect(broker.deadLetters).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe('event skipped (dead letter)');
    expect(errors[0].about).toMatchObject({
      group: 'analysis',
      topic: TOPICS.visit,
      eventId: 'bad-visit',
      eventType: 'link.visited',
      kind: 'poison',
      error: { name: 'PoisonMessage', code: 'OFF_SCHEMA' },
    });
    expect(JSON.stringify(errors[0].about)).not.toContain('lots');
  });

  it('counts dead letters where the embedded process reports its metrics', async () => {
    const infra = new EmbeddedInfrastructure(mkdtempSync(join(tmpdir(), 'pill-dl-')));
    const app = await NestFactory.createMicroservice(VisitCounterModule, { strategy: infra.strategy('analysis'), logger: false });
    await app.listen();
    infra.broker.publish(TOPICS.visit, 'not an event');
    infra.broker.publish(TOPICS.visit, visit(9, { count: 1 }));
    infra.broker.publish(TOPICS.visit, visit(2, { count: 2 }));
    await infra.settled();
    await app.close();
    await infra.close();
    expect(seen.map((e) => e.data.count)).toEqual([2]);
    expect(await infra.metrics.metrics()).toContain(
      `pill_event_dead_letters_total{group="analysis",topic="${TOPICS.visit}",kind="poison"} 2`,
    );
  });
});

import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createLink } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startEmbeddedTarget, type Target } from './support/app';
import { metricSum, scrapeMetrics } from './support/metrics';

/**
 * Stored events outlive the code that wrote them: a visit event of v1 (one view, no count) stored
 * after the v2 ones is replayed through the upcaster, and a malformed one is skipped and counted.
 */
describe('events written by older versions', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startEmbeddedTarget();
  });
  afterAll(() => target.close());

  /** Appends to the link service's store what older (or broken) code would have written. */
  const appendVisitEvents = async (linkId: string, events: Array<{ schemaVersion: number; data: object }>) => {
    const store = new SqliteEventStore(join(target.dataDir!, 'link.events.sqlite'));
    try {
      await store.append(
        `link-visits-${linkId}`,
        'any',
        events.map((e) => ({ type: 'link.visited', ...e })),
        {
          occurredAt: new Date('2026-03-01T09:00:00.000Z'),
          newId: randomUUID,
          metadata: { correlationId: 'old' },
        },
      );
    } finally {
      await store.close();
    }
  };
  const deadLetters = async () => metricSum(await scrapeMetrics(target), 'pill_event_dead_letters_total', 'topic="pill.visit.events"');

  it('counts a v1 visit stored after v2 ones, and skips a malformed one without losing the rest', async () => {
    const owner = await signUpOwner(base, 'Grace Hopper');
    const link = await createLink(owner);
    await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`);
    const today = new Date().toISOString().slice(0, 10);
    await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body),
      (a) => a.totalVisits === 1,
    );

    await target.restart!(() =>
      appendVisitEvents(link.id, [
        { schemaVersion: 1, data: { linkId: link.id, visitedAt: '2026-03-01T09:00:00.000Z' } },
        { schemaVersion: 2, data: { linkId: link.id, visitedAt: '2026-03-01T09:00:00.000Z' } },
      ]),
    );

    const analytics = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body),
      (a) => a.totalVisits >= 2,
    );
    expect(analytics.totalVisits).toBe(2);
    expect(analytics.visitsByDate).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: today, count: 1 },
    ]);
    expect(await deadLetters()).toBe(1);
    // The process goes on: a new view is counted as before.
    await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`);
    await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body.totalVisits),
      (n) => n === 3,
    );
  });
});

import { uuidGenerator } from '@pill/platform/clock';
import type { DomainError } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import type { ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { readEvent } from '@pill/platform/transport/received-event';
import { DAILY_CAP_REACHED, SubmitFeedback, SubmitFeedbackHandler } from '../commands/submission-commands';
import { dailyCapsStreamId } from '../domain/submission.decider';
import { knownLinks } from '../testing/known-link';
import type { IntakeCaps } from './daily-intake';
import { LinkIntake } from './link-intake';

const link = { linkId: 'link-1', ownerId: 'alice', questions: [{ id: 'q1', text: 'Keep?' }] };
const allowed = { check: async () => ({ allowed: true as const }) };

describe("a link's daily caps", () => {
  let store: SqliteEventStore;
  let projections: ProjectionStore;
  let now: Date;
  const clock = { now: () => now };

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    projections = new InMemoryProjectionStore();
    now = new Date('2026-01-01T10:00:00.000Z');
  });
  afterEach(() => store.close());

  /** A process of the submission service: its own queues, the shared stores. */
  const replica = async (caps: IntakeCaps) => {
    const streams = new EventSourcedStreams(store, clock, uuidGenerator);
    const intake = new LinkIntake(projections, caps);
    const logger = { warn: jest.fn() } as unknown as Logger;
    const handler = new SubmitFeedbackHandler(streams, await knownLinks(projections, link), intake, allowed, clock, uuidGenerator, logger);
    const submit = (response: string) =>
      handler.execute(new SubmitFeedback(link.linkId, [{ questionId: 'q1', response }], undefined)).then(
        () => 'stored',
        (e: DomainError) => `${e.code}: ${e.message}`,
      );
    return { submit, intake };
  };
  const capEvents = async () => (await store.readStream(dailyCapsStreamId('link-1'))).map((e) => e.data);

  it('turns away submissions past the cap for the rest of the UTC day, and tells the owner once', async () => {
    const { submit } = await replica({ submissions: 2, bytes: 0 });
    expect([await submit('one'), await submit('two')]).toEqual(['stored', 'stored']);
    expect(await submit('three')).toBe(`RATE_LIMITED: ${DAILY_CAP_REACHED}`);
    expect(await submit('four')).toBe(`RATE_LIMITED: ${DAILY_CAP_REACHED}`);
    expect(await capEvents()).toEqual([{ linkId: 'link-1', day: '2026-01-01', cap: 'submissions', limit: 2 }]);
    now = new Date('2026-01-02T00:00:01.000Z');
    expect(await submit('next day')).toBe('stored');
  });

  it('caps the bytes of answers a link stores in a day', async () => {
    const { submit } = await replica({ submissions: 0, bytes: 10 });
    expect(await submit('abcdef')).toBe('stored');
    expect(await submit('ghijk')).toBe(`RATE_LIMITED: ${DAILY_CAP_REACHED}`);
    expect(await submit('éé')).toBe('stored'); // 4 bytes in UTF-8: 10 in all
    expect(await capEvents()).toEqual([{ linkId: 'link-1', day: '2026-01-01', cap: 'bytes', limit: 10 }]);
  });

  it('holds across replicas that accept submissions at once', async () => {
    const replicas = [await replica({ submissions: 5, bytes: 0 }), await replica({ submissions: 5, bytes: 0 })];
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => replicas[i % 2].submit(`answer ${i}`)));
    expect(results.filter((r) => r === 'stored')).toHaveLength(5);
  });

  it('counts what is already stored when its read model is rebuilt from the events', async () => {
    await (await replica({ submissions: 3, bytes: 0 })).submit('before the restart');
    await (await replica({ submissions: 3, bytes: 0 })).submit('before the restart too');
    projections = new InMemoryProjectionStore();
    const restarted = await replica({ submissions: 3, bytes: 0 });
    for (const event of await store.readAll(0, 100)) await restarted.intake.record(readEvent(event));
    for (const event of await store.readAll(0, 100)) await restarted.intake.record(readEvent(event)); // redelivered: counted once
    expect([await restarted.submit('after'), await restarted.submit('one too many')]).toEqual([
      'stored',
      `RATE_LIMITED: ${DAILY_CAP_REACHED}`,
    ]);
  });
});

describe("a burst to one link's intake", () => {
  it('goes in a few writes, each arrival deciding on the ones before it', async () => {
    const projections = new InMemoryProjectionStore();
    const intake = new LinkIntake(projections, { submissions: 5, bytes: 0 });
    const arrivals = Array.from({ length: 8 }, (_, i) => ({ linkId: 'l1', submissionId: `s${i}`, day: '2026-01-01', bytes: 10 }));
    const verdicts = await Promise.all(arrivals.map((a) => intake.admit(a)));
    expect(verdicts.filter((v) => v.admitted)).toHaveLength(5);
    expect(verdicts.filter((v) => !v.admitted && 'firstOfDay' in v && v.firstOfDay)).toHaveLength(1);
    // One write for the first arrival, one for the seven that queued behind it (one each before).
    expect(await projections.collection({ name: 'daily-intake' }).version('l1')).toBe(2);
  });
});

describe('a response limit', () => {
  const arrival = (i: number, day = '2026-01-01') => ({ linkId: 'l1', submissionId: `s${i}`, day, bytes: 10, maxResponses: 3 });

  it('admits up to the limit over all days, and no more, even when they arrive together', async () => {
    const intake = new LinkIntake(new InMemoryProjectionStore(), { submissions: 0, bytes: 0 });
    expect(await intake.admit(arrival(0, '2026-01-01'))).toEqual({ admitted: true });
    const verdicts = await Promise.all([1, 2, 3, 4].map((i) => intake.admit(arrival(i, '2026-01-02'))));
    expect(verdicts.filter((v) => v.admitted)).toHaveLength(2);
    expect(verdicts.filter((v) => 'full' in v)).toHaveLength(2);
    expect(await intake.submissions('l1')).toBe(3);
    // A retry of one already taken is admitted again, as before.
    expect(await intake.admit(arrival(1, '2026-01-02'))).toEqual({ admitted: true });
  });

  it('opens again when the limit is raised', async () => {
    const intake = new LinkIntake(new InMemoryProjectionStore(), { submissions: 0, bytes: 0 });
    for (const i of [0, 1, 2]) await intake.admit(arrival(i));
    expect(await intake.admit(arrival(3))).toEqual({ admitted: false, full: true });
    expect(await intake.admit({ ...arrival(3), maxResponses: 4 })).toEqual({ admitted: true });
  });
});

describe("a link's intake document", () => {
  const arrival = (i: number) => ({ linkId: 'l1', submissionId: `s${i}`, day: '2026-01-01', bytes: 10 });

  it('keeps the same size however many submissions arrive', async () => {
    const projections = new InMemoryProjectionStore();
    const intake = new LinkIntake(projections, { submissions: 0, bytes: 0 });
    const size = async () => JSON.stringify(await projections.collection({ name: 'daily-intake' }).get('l1')).length;
    for (let i = 0; i < 10; i++) await intake.admit(arrival(i));
    const afterTen = await size();
    for (let i = 10; i < 1000; i++) await intake.admit(arrival(i));
    expect(await size()).toBeLessThan(afterTen + 10); // longer numbers only
    expect(await intake.submissions('l1')).toBe(1000);
  });

  it('counts a submission once when its retries arrive together', async () => {
    const intake = new LinkIntake(new InMemoryProjectionStore(), { submissions: 0, bytes: 0 });
    const verdicts = await Promise.all([intake.admit(arrival(1)), intake.admit(arrival(1)), intake.admit(arrival(1))]);
    expect(verdicts).toEqual([{ admitted: true }, { admitted: true }, { admitted: true }]);
    expect(await intake.submissions('l1')).toBe(1);
  });

  it('reads a document that lists its submissions, as written before the marks', async () => {
    const projections = new InMemoryProjectionStore();
    await projections
      .collection({ name: 'daily-intake' })
      .put('l1', { linkId: 'l1', day: '2026-01-01', submissionIds: ['s1', 's2'], bytes: 20 });
    const intake = new LinkIntake(projections, { submissions: 3, bytes: 0 });
    expect(await intake.admit(arrival(1))).toEqual({ admitted: true }); // listed: not counted again
    expect(await intake.admit(arrival(3))).toEqual({ admitted: true });
    expect(await intake.admit(arrival(4))).toMatchObject({ admitted: false, cap: 'submissions' });
    expect(await intake.submissions('l1')).toBe(3);
  });
});

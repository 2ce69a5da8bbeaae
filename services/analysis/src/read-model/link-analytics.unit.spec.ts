import { receivedEvent } from '@pill/platform/testing/stored-events';
import { type ReceivedEvent } from '@pill/platform/transport/received-event';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { fakeAnswerVectors } from '../testing/vector-fakes';
import { NO_ANALYTICS } from './analytics-documents';
import { LinkAnalytics } from './link-analytics';

const event = receivedEvent;
const received = (id: string, day: string, answers: string[], linkId = 'l1') =>
  event('submission.received', `submission-${id}`, 1, {
    submissionId: id,
    linkId,
    ownerId: 'o',
    submittedAt: `${day}T10:00:00.000Z`,
    responses: answers.map((response, i) => ({ responseId: `${id}-r${i}`, questionId: `q${i}`, questionText: 'Q?', response })),
  });
const responseDeleted = (id: string, version: number, responseId: string) =>
  event('submission.response-deleted', `submission-${id}`, version, { submissionId: id, linkId: 'l1', responseId });
const erased = (id: string, version: number) => event('submission.erased', `submission-${id}`, version, { submissionId: id, linkId: 'l1' });
const visit = (version: number, at: string, count: number) =>
  event('link.visited', 'link-visits-l1', version, { linkId: 'l1', visitedAt: at, count });
const refused = (version: number, kind: string) => event('submission.refused', 'moderation-refusals-l1', version, { linkId: 'l1', kind });
const linkDeleted = () => event('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'x' });

async function applyAll(a: LinkAnalytics, events: ReceivedEvent[]) {
  for (const e of events) await a.apply(e);
}
const everyRead = async (a: LinkAnalytics) => ({
  analytics: await a.analytics('l1', []),
  answers: await a.answers('l1'),
  hasAnswers: await a.hasAnswers('l1'),
});
const projection = () => new LinkAnalytics(new InMemoryProjectionStore(), fakeAnswerVectors().vectors);

describe('analytics projection', () => {
  it("tells the dashboard the answered submissions and the latest one's hour, never its minute", async () => {
    const a = projection();
    const late = event('submission.received', 'submission-s3', 1, {
      submissionId: 's3',
      linkId: 'l1',
      ownerId: 'o',
      submittedAt: '2026-01-02T17:42:10.000Z',
      responses: [{ responseId: 's3-r0', questionId: 'q0', questionText: 'Q?', response: 'Late one' }],
    });
    await applyAll(a, [received('s1', '2026-01-01', ['a']), received('s2', '2026-01-02', ['b']), late]);
    expect(await a.activity('l1')).toEqual({ responses: 3, lastResponseAt: '2026-01-02T17:00:00.000Z' });
    await applyAll(a, [erased('s3', 2)]);
    expect(await a.activity('l1')).toEqual({ responses: 2, lastResponseAt: '2026-01-02T10:00:00.000Z' });
    await applyAll(a, [linkDeleted()]);
    expect(await a.activity('l1')).toEqual({ responses: 0 });
  });

  it('counts submissions and visits per day, once each even when an event is delivered twice', async () => {
    const a = projection();
    const s1 = received('s1', '2026-01-01', ['Your meetings run long']);
    const v1 = visit(1, '2026-01-02T08:00:00.000Z', 3);
    await applyAll(a, [s1, s1, received('s2', '2026-01-02', ['Great listening']), v1, v1, visit(2, '2026-01-03T08:00:00.000Z', 1)]);
    const result = await a.analytics('l1', [{ theme: 'Meetings', frequency: 1, examples: [] }]);
    expect(result.totalResponses).toBe(2);
    expect(result.totalVisits).toBe(4);
    expect(result.responsesByDate).toEqual([
      { date: '2026-01-01', count: 1 },
      { date: '2026-01-02', count: 1 },
    ]);
    expect(result.visitsByDate).toEqual([
      { date: '2026-01-02', count: 3 },
      { date: '2026-01-03', count: 1 },
    ]);
    expect(result.commonThemes).toEqual([{ theme: 'Meetings', count: 1 }]);
  });

  it('counts refused submissions by kind, most first, once each, without touching the answers or their revision', async () => {
    const a = projection();
    await a.apply(received('s1', '2026-01-01', ['Meetings run long']));
    const first = refused(1, 'personal_details');
    const events = [first, first, refused(2, 'threat'), refused(3, 'threat'), refused(4, 'hate')];
    for (const e of events) expect(await a.apply(e)).toBeUndefined();
    const result = await a.analytics('l1', []);
    const byKind = [
      { kind: 'threat', count: 2 },
      { kind: 'hate', count: 1 },
      { kind: 'personal_details', count: 1 },
    ];
    expect(result.moderation).toEqual({ refused: 4, byKind });
    expect({ totalResponses: result.totalResponses, revision: await a.revision('l1') }).toEqual({ totalResponses: 1, revision: 1 });
    expect((await a.analytics('l2', [])).moderation).toEqual({ refused: 0, byKind: [] });
  });

  it('tells the owner which days the link reached a daily cap, newest first, without touching the answers', async () => {
    const a = projection();
    await a.apply(received('s1', '2026-01-01', ['Meetings run long']));
    const capped = (version: number, day: string, cap: string, limit: number) =>
      event('submission.cap-reached', 'daily-caps-l1', version, { linkId: 'l1', day, cap, limit });
    const first = capped(1, '2026-01-01', 'submissions', 1000);
    for (const e of [first, first, capped(2, '2026-01-03', 'bytes', 10_000_000)]) expect(await a.apply(e)).toBeUndefined();
    const result = await a.analytics('l1', []);
    expect(result.capsReached).toEqual([
      { date: '2026-01-03', cap: 'bytes', limit: 10_000_000 },
      { date: '2026-01-01', cap: 'submissions', limit: 1000 },
    ]);
    expect({ totalResponses: result.totalResponses, revision: await a.revision('l1') }).toEqual({ totalResponses: 1, revision: 1 });
    expect((await a.analytics('l2', [])).capsReached).toEqual([]);
  });

  it('changes nothing, not even the revision, when any event is redelivered', async () => {
    const a = projection();
    const events = [
      received('s1', '2026-01-01', ['Meetings run long', 'Listening is great']),
      responseDeleted('s1', 2, 's1-r0'),
      visit(1, '2026-01-02T08:00:00.000Z', 2),
    ];
    await applyAll(a, events);
    const before = { ...(await everyRead(a)), revision: await a.revision('l1') };
    for (const e of events) expect(await a.apply(e)).toBeUndefined();
    expect({ ...(await everyRead(a)), revision: await a.revision('l1') }).toEqual(before);
    expect(before.answers.map((x) => x.response)).toEqual(['Listening is great']);
  });

  it('takes deleted responses and erased submissions back out of every read', async () => {
    const a = projection();
    await a.apply(received('s1', '2026-01-01', ['Meetings run long', 'Listening is great']));
    expect(await a.apply(responseDeleted('s1', 2, 's1-r0'))).toBe('l1');
    expect((await a.analytics('l1', [])).totalResponses).toBe(1);
    expect(await a.apply(erased('s1', 3))).toBe('l1');
    expect(await everyRead(a)).toEqual({ analytics: NO_ANALYTICS, answers: [], hasAnswers: false });
  });

  it('has arriving answers embedded, and erases the vectors of deleted answers, erased submissions and deleted links', async () => {
    const { vectors, store } = fakeAnswerVectors();
    const a = new LinkAnalytics(new InMemoryProjectionStore(), vectors);
    await applyAll(a, [
      received('s1', '2026-01-01', ['Deadlines slip every sprint', 'Keep the retros']),
      received('s2', '2026-01-01', ['Fine']),
    ]);
    await vectors.idle();
    expect([...store.records.keys()].sort()).toEqual(['s1-r0', 's1-r1', 's2-r0']);
    await a.apply(responseDeleted('s1', 2, 's1-r0'));
    expect([...store.records.keys()].sort()).toEqual(['s1-r1', 's2-r0']);
    await a.apply(erased('s1', 3));
    expect([...store.records.keys()]).toEqual(['s2-r0']);
    await a.apply(linkDeleted());
    expect(store.records.size).toBe(0);
  });

  it('does not store the vectors of an answer deleted while it was being embedded', async () => {
    const { vectors, store } = fakeAnswerVectors();
    const a = new LinkAnalytics(new InMemoryProjectionStore(), vectors);
    await a.apply(received('s1', '2026-01-01', ['Deadlines slip every sprint']));
    await a.apply(responseDeleted('s1', 2, 's1-r0'));
    await vectors.idle();
    expect(store.records.size).toBe(0);
  });

  it('moves the revision on every change of answers and never back, so a stored analysis knows it is stale', async () => {
    const a = projection();
    expect(await a.revision('l1')).toBe(0);
    await a.apply(received('s1', '2026-01-01', ['ok', 'fine']));
    await a.apply(received('s2', '2026-01-01', ['good']));
    const seen = [await a.revision('l1')];
    for (const e of [responseDeleted('s1', 2, 's1-r0'), erased('s2', 2), responseDeleted('s1', 3, 's1-r1')]) {
      await a.apply(e);
      seen.push(await a.revision('l1'));
    }
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(new Set(seen).size).toBe(seen.length);
    expect(await a.answersAt('l1')).toEqual({ revision: seen[seen.length - 1], answers: [] });
  });

  it('shows nothing of a deleted link, whichever of its events arrives first', async () => {
    const a = projection();
    await applyAll(a, [
      received('s1', '2026-01-01', ['Meetings run long']),
      visit(1, '2026-01-02T08:00:00.000Z', 5),
      refused(1, 'threat'),
      received('s9', '2026-01-01', ['Other link'], 'l2'),
    ]);
    await a.apply(linkDeleted());
    expect(await everyRead(a)).toEqual({ analytics: NO_ANALYTICS, answers: [], hasAnswers: false });
    expect(await a.revision('l1')).toBe(0);
    expect(await a.isDeleted('l1')).toBe(true);
    // The submission service erases each submission afterwards; a late submission, visit or refusal shows nothing either.
    await applyAll(a, [
      erased('s1', 2),
      received('s2', '2026-01-03', ['Late answer']),
      visit(2, '2026-01-03T08:00:00.000Z', 1),
      refused(2, 'hate'),
    ]);
    expect(await everyRead(a)).toEqual({ analytics: NO_ANALYTICS, answers: [], hasAnswers: false });
    expect((await a.analytics('l2', [])).totalResponses).toBe(1);
  });

  it('gives the analyzer the answers oldest submission first, whatever order they were folded in', async () => {
    const a = projection();
    await applyAll(a, [
      received('s2', '2026-01-02', ['second']),
      received('s3', '2026-01-03', ['third']),
      received('s1', '2026-01-01', ['first']),
    ]);
    await a.apply(responseDeleted('s2', 2, 'none'));
    expect((await a.answers('l1')).map((x) => x.response)).toEqual(['first', 'second', 'third']);
  });
});

import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { LinkAnalytics } from './link-analytics';

let position = 0;
const event = (type: string, streamId: string, streamVersion: number, data: unknown): StoredEvent => ({
  id: `e${++position}`, type, schemaVersion: 1, streamId, streamVersion, occurredAt: '2026-01-01T00:00:00.000Z', data, metadata: { correlationId: 'c' }, position,
});
const received = (id: string, day: string, answers: string[]) =>
  event('submission.received', `submission-${id}`, 1, {
    submissionId: id, linkId: 'l1', ownerId: 'o', submittedAt: `${day}T10:00:00.000Z`,
    responses: answers.map((response, i) => ({ responseId: `${id}-r${i}`, questionId: `q${i}`, questionText: 'Q?', response })),
  });

describe('analytics projection', () => {
  it('counts submissions and visits per day, once each even when an event is delivered twice', () => {
    const a = new LinkAnalytics();
    const s1 = received('s1', '2026-01-01', ['Your meetings run long']);
    const visit = event('link.visited', 'link-visits-l1', 1, { linkId: 'l1', visitedAt: '2026-01-02T08:00:00.000Z', count: 3 });
    for (const e of [s1, s1, received('s2', '2026-01-02', ['Great listening']), visit, visit]) a.apply(e);
    const result = a.analytics('l1');
    expect(result.totalResponses).toBe(2);
    expect(result.totalVisits).toBe(3);
    expect(result.responsesByDate).toEqual([{ date: '2026-01-01', count: 1 }, { date: '2026-01-02', count: 1 }]);
    expect(result.visitsByDate).toEqual([{ date: '2026-01-02', count: 3 }]);
    expect(result.commonThemes.map((t) => t.theme)).toEqual(expect.arrayContaining(['Meetings', 'Listening']));
  });

  it('takes deleted responses and erased submissions back out of every count', () => {
    const a = new LinkAnalytics();
    a.apply(received('s1', '2026-01-01', ['Meetings run long', 'Listening is great']));
    a.apply(event('submission.response-deleted', 'submission-s1', 2, { submissionId: 's1', linkId: 'l1', responseId: 's1-r0' }));
    expect(a.analytics('l1').commonThemes.map((t) => t.theme)).not.toContain('Meetings');
    expect(a.analytics('l1').totalResponses).toBe(1);
    a.apply(event('submission.erased', 'submission-s1', 3, { submissionId: 's1', linkId: 'l1' }));
    expect(a.analytics('l1')).toEqual({ totalResponses: 0, totalVisits: 0, commonThemes: [], responsesByDate: [], visitsByDate: [] });
    expect(a.answers('l1')).toEqual([]);
  });

  it('moves the revision on every change of answers, so a stored analysis knows it is stale', () => {
    const a = new LinkAnalytics();
    expect(a.revision('l1')).toBe(0);
    a.apply(received('s1', '2026-01-01', ['ok']));
    a.apply(received('s2', '2026-01-01', ['fine']));
    expect(a.revision('l1')).toBe(2);
    a.apply(event('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'x' }));
    expect(a.revision('l1')).toBe(0);
  });
});

import { decideNotice, nextSlot, type PendingNotice } from './notification-rules';

const at = (iso: string) => new Date(iso);
const batched = (over: Partial<PendingNotice> = {}): PendingNotice => ({
  mode: 'batched',
  lastCount: 10,
  dueAt: '2026-11-24T12:00:00.000Z',
  ...over,
});

describe('notification slots', () => {
  it('sends a daily digest at the first check at or after 08:00 UTC, once a day', () => {
    expect(nextSlot('daily', at('2026-11-24T07:59:00Z'), 'utc').toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(nextSlot('daily', at('2026-11-24T08:00:00Z'), 'utc').toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(nextSlot('daily', at('2026-11-24T08:01:30Z'), 'utc').toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('sends batches at 00, 06, 12 and 18 UTC, across midnight and month ends', () => {
    expect(nextSlot('batched', at('2026-11-24T05:59:59Z'), 'utc').toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(nextSlot('batched', at('2026-11-24T12:00:00Z'), 'utc').toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(nextSlot('batched', at('2026-11-30T18:00:01Z'), 'utc').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('makes every check a slot only when told to (tests)', () => {
    expect(nextSlot('daily', at('2026-11-24T10:17:00Z'), 'every-check').toISOString()).toBe('2026-11-24T10:17:00.000Z');
  });
});

describe('deciding a notification mail', () => {
  const noon = at('2026-11-24T12:00:30Z');

  it('does nothing before the slot, however many responses came', () => {
    expect(decideNotice(batched(), { responses: 50 }, at('2026-11-24T11:59:59Z'), 'utc')).toEqual({ kind: 'not-due' });
  });

  it('mails the count of 5 or more new responses at the slot, even below the threshold', () => {
    expect(decideNotice(batched(), { responses: 15 }, noon, 'utc')).toEqual({
      kind: 'send',
      newResponses: 5,
      nextDueAt: at('2026-11-24T18:00:00Z'),
      lastCount: 15,
    });
  });

  it('mails fewer than 5 only when the latest came over an hour ago', () => {
    const old = decideNotice(batched(), { responses: 11, lastResponseAt: '2026-11-24T10:00:00.000Z' }, noon, 'utc');
    expect(old).toMatchObject({ kind: 'send', newResponses: 1, lastCount: 11 });
    // The hour 11:00 may mean 11:59: less than an hour before noon.
    const recent = decideNotice(batched(), { responses: 11, lastResponseAt: '2026-11-24T11:00:00.000Z' }, noon, 'utc');
    expect(recent).toEqual({ kind: 'wait', nextDueAt: at('2026-11-24T18:00:00Z'), lastCount: 10 });
  });

  it('keeps waiting below the threshold until 5 are new, keeping the count of the last mail', () => {
    expect(decideNotice(batched(), { responses: 14 }, noon, 'utc')).toEqual({
      kind: 'wait',
      nextDueAt: at('2026-11-24T18:00:00Z'),
      lastCount: 10,
    });
  });

  it('never mails a zero or negative count after answers were deleted, and counts new ones from there', () => {
    const fewer = decideNotice(batched(), { responses: 7, lastResponseAt: '2026-11-23T09:00:00.000Z' }, noon, 'utc');
    expect(fewer).toEqual({ kind: 'wait', nextDueAt: at('2026-11-24T18:00:00Z'), lastCount: 7 });
    const same = decideNotice(batched(), { responses: 10, lastResponseAt: '2026-11-23T09:00:00.000Z' }, noon, 'utc');
    expect(same).toMatchObject({ kind: 'wait', lastCount: 10 });
  });

  it('moves a daily digest that waits to the next morning', () => {
    const daily = batched({ mode: 'daily', dueAt: '2026-11-24T08:00:00.000Z' });
    expect(decideNotice(daily, { responses: 12 }, at('2026-11-24T08:00:10Z'), 'utc')).toEqual({
      kind: 'wait',
      nextDueAt: at('2026-11-25T08:00:00Z'),
      lastCount: 10,
    });
  });
});

import { capWords, dayWords, recentCap } from './daily-caps';

const now = new Date('2026-03-09T15:00:00Z');

describe('daily caps in words', () => {
  it('picks the newest day a cap was reached within the last 7 UTC days', () => {
    const day = (date: string) => ({ date, cap: 'submissions' as const, limit: 1000 });
    expect(recentCap([day('2026-03-08'), day('2026-03-01')], now)).toEqual(day('2026-03-08'));
    expect(recentCap([day('2026-03-03')], now)).toEqual(day('2026-03-03'));
    expect(recentCap([day('2026-03-02')], now)).toBeUndefined();
    expect(recentCap([], now)).toBeUndefined();
  });

  it('names the limit and the day', () => {
    expect(capWords({ date: '2026-03-09', cap: 'submissions', limit: 2500 })).toBe('2,500 submissions');
    expect(capWords({ date: '2026-03-09', cap: 'bytes', limit: 10_000_000 })).toBe('10 MB of answers');
    expect(capWords({ date: '2026-03-09', cap: 'bytes', limit: 5000 })).toBe('5,000 bytes of answers');
    expect(dayWords('2026-03-09', now)).toBe('today');
    expect(dayWords('2026-03-07', now)).toBe('on Saturday, March 7');
  });
});

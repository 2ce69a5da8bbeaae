import { lastSevenDays, topThemes } from './charts';

describe('lastSevenDays', () => {
  const now = new Date('2025-06-28T10:00:00Z'); // a Saturday

  it('covers the seven days ending today, labelled by weekday', () => {
    const days = lastSevenDays([], now);
    expect(days.map((d) => d.date)).toEqual([
      '2025-06-22',
      '2025-06-23',
      '2025-06-24',
      '2025-06-25',
      '2025-06-26',
      '2025-06-27',
      '2025-06-28',
    ]);
    expect(days.map((d) => d.weekday)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('scales bars to the busiest day with a 5% minimum for days with responses, and ignores older days', () => {
    const days = lastSevenDays(
      [
        { date: '2025-06-01', count: 99 },
        { date: '2025-06-27', count: 4 },
        { date: '2025-06-28', count: 1 },
      ],
      now,
    );
    expect(days.find((d) => d.date === '2025-06-27')).toMatchObject({ count: 4, heightPercent: 100 });
    expect(days.find((d) => d.date === '2025-06-28')).toMatchObject({ count: 1, heightPercent: 25 });
    const quiet = lastSevenDays(
      [
        { date: '2025-06-27', count: 100 },
        { date: '2025-06-26', count: 1 },
      ],
      now,
    );
    expect(quiet.find((d) => d.date === '2025-06-26')).toMatchObject({ count: 1, heightPercent: 5 });
  });

  it('gives a day without responses no bar at all', () => {
    const days = lastSevenDays([{ date: '2025-06-27', count: 3 }], now);
    expect(days.find((d) => d.date === '2025-06-22')).toMatchObject({ count: 0, heightPercent: 0 });
    expect(lastSevenDays([], now).every((d) => d.heightPercent === 0)).toBe(true);
  });
});

describe('topThemes', () => {
  it('keeps the six most frequent, widths relative to the largest', () => {
    const themes = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((theme, i) => ({ theme, count: i + 1 }));
    const top = topThemes(themes);
    expect(top.map((t) => t.theme)).toEqual(['g', 'f', 'e', 'd', 'c', 'b']);
    expect(top[0]!.widthPercent).toBe(100);
    expect(top[5]!.widthPercent).toBeCloseTo((2 / 7) * 100);
  });
});

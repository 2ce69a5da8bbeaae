import { distanceLabel, relativeLabel } from './relative-time';

const now = new Date('2025-06-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe('relativeLabel', () => {
  it('says Just now under an hour', () => {
    expect(relativeLabel(ago(59 * 60_000), now)).toBe('Just now');
  });

  it('counts hours under a day', () => {
    expect(relativeLabel(ago(HOUR), now)).toBe('1h ago');
    expect(relativeLabel(ago(23.9 * HOUR), now)).toBe('23h ago');
  });

  it('counts days under a week', () => {
    expect(relativeLabel(ago(24 * HOUR), now)).toBe('1d ago');
    expect(relativeLabel(ago(167 * HOUR), now)).toBe('6d ago');
  });

  it('shows the date from a week on', () => {
    expect(relativeLabel(ago(168 * HOUR), now)).toBe('Jun 21, 2025');
  });
});

describe('distanceLabel', () => {
  it('uses distance wording with an ago suffix', () => {
    expect(distanceLabel(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(distanceLabel(ago(3 * 24 * HOUR), now)).toBe('3 days ago');
  });
});

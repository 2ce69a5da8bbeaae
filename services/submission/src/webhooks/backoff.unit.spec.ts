import { afterAttempt, MAX_ATTEMPTS, nextAttemptAt } from './backoff';

const at = new Date('2026-01-01T10:00:00.000Z');
const secondsAfter = (d: Date | undefined) => (d ? (d.getTime() - at.getTime()) / 1000 : undefined);

describe('webhook retry schedule', () => {
  it('retries 5 s, 30 s, 2 min, 10 min and 1 h after each failure, then gives up', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempts) => secondsAfter(nextAttemptAt(attempts, at)));
    expect(delays).toEqual([5, 30, 120, 600, 3600, undefined]);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('keeps the proportions when the first delay is shortened', () => {
    expect(secondsAfter(nextAttemptAt(2, at, 100))).toBe(0.6);
  });

  it('counts a 2xx answer as delivered', () => {
    expect(afterAttempt(0, { statusCode: 204, error: null }, at)).toMatchObject({ attempts: 1, status: 'delivered', nextAttemptAt: null });
  });

  it('schedules another attempt after a 500 or a timeout, and fails after the sixth', () => {
    expect(afterAttempt(0, { statusCode: 500, error: null }, at)).toMatchObject({
      attempts: 1,
      status: 'pending',
      lastStatusCode: 500,
      lastError: 'the target answered 500',
      nextAttemptAt: '2026-01-01T10:00:05.000Z',
    });
    expect(afterAttempt(1, { statusCode: 301, error: null }, at)).toMatchObject({ status: 'pending' });
    expect(afterAttempt(5, { statusCode: null, error: 'timed out' }, at)).toMatchObject({
      attempts: 6,
      status: 'failed',
      lastError: 'timed out',
      nextAttemptAt: null,
    });
  });
});

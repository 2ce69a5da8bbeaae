import { BUSY, SubmissionsInFlight } from './submissions-in-flight';

describe('submissions in flight', () => {
  it('turns away the one past the limit at once, and takes the next once a place is free', async () => {
    const inFlight = new SubmissionsInFlight(2);
    const releases: Array<() => void> = [];
    const held = () => inFlight.send(() => new Promise<string>((resolve) => releases.push(() => resolve('stored'))));
    const first = held();
    const second = held();
    await expect(inFlight.send(async () => 'stored')).rejects.toMatchObject({ code: 'RATE_LIMITED', message: BUSY });
    releases[0]();
    expect(await first).toBe('stored');
    expect(await inFlight.send(async () => 'stored')).toBe('stored');
    releases[1]();
    expect(await second).toBe('stored');
  });

  it('never turns anyone away with the limit off', async () => {
    const inFlight = new SubmissionsInFlight(0);
    const pending = Array.from({ length: 100 }, () => inFlight.send(() => new Promise((r) => setTimeout(() => r('ok'), 1))));
    expect(await Promise.all(pending)).toHaveLength(100);
  });
});

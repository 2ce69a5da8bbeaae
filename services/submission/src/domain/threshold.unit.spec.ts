import { belowThreshold, responsesStillNeeded, submittedHour } from './threshold';

describe("a link's anonymity threshold", () => {
  it('withholds answers until the link has as many submissions as its minResponses', () => {
    expect(belowThreshold({ minResponses: 3 }, 2)).toBe(true);
    expect(responsesStillNeeded({ minResponses: 3 }, 2)).toBe(1);
    expect(belowThreshold({ minResponses: 3 }, 3)).toBe(false);
    expect(responsesStillNeeded({ minResponses: 3 }, 7)).toBe(0);
  });

  it('treats a link saved before thresholds as 1: its first answer shows', () => {
    expect(belowThreshold({}, 0)).toBe(true);
    expect(belowThreshold({}, 1)).toBe(false);
  });

  it('rounds a submission time down to its hour, UTC', () => {
    expect(submittedHour('2026-11-24T09:14:59.999Z')).toBe('2026-11-24T09:00:00.000Z');
    expect(submittedHour('2026-11-24T10:00:00.000Z')).toBe('2026-11-24T10:00:00.000Z');
    expect(submittedHour('2026-11-24T23:59:00.000+02:00')).toBe('2026-11-24T21:00:00.000Z');
  });
});

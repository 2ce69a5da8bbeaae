import { stillNeededFor } from './threshold';

const totals = (respondents: number) => ({ responses: respondents * 2, respondents, questions: 2 });

describe('how many more responses the owner is told to wait for', () => {
  it('counts down to the threshold while no answer is shown', () => {
    expect(stillNeededFor({ minResponses: 3 }, 0, totals(0))).toBe(3);
    expect(stillNeededFor({ minResponses: 3 }, 0, totals(2))).toBe(1);
  });

  it('names none once answers show, for a link without a threshold, or before the totals are known', () => {
    expect(stillNeededFor({ minResponses: 3 }, 6, totals(3))).toBe(0);
    expect(stillNeededFor({ minResponses: 1 }, 0, totals(0))).toBe(0);
    expect(stillNeededFor({ minResponses: 3 }, 0, null)).toBe(0);
  });
});

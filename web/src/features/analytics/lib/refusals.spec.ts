import { refusalBreakdown } from './refusals';

describe('refusalBreakdown', () => {
  it('says each kind in plain words with its count', () => {
    expect(
      refusalBreakdown([
        { kind: 'threat', count: 2 },
        { kind: 'personal_details', count: 1 },
      ]),
    ).toBe('2 threats, 1 personal details');
    expect(
      refusalBreakdown([
        { kind: 'threat', count: 1 },
        { kind: 'self_harm', count: 3 },
        { kind: 'sexual', count: 1 },
      ]),
    ).toBe('1 threat, 3 self-harm, 1 sexual content');
  });
});

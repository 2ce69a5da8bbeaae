import { ANONYMOUS, questionKey, respondentKey, respondentName, responseTotals } from './response-groups';
import type { OwnerResponse } from './submission';

const answer = (id: string, submissionId: string, questionId: string, respondentName?: string): OwnerResponse => ({
  id,
  submissionId,
  response: 'Keep the demos',
  question: { id: questionId, text: `Question ${questionId}?` },
  ...(respondentName === undefined ? {} : { respondentName }),
  submittedAt: '2026-01-01T10:00:00.000Z',
});

describe('the groups of an owner answers, shared by the screens and the service', () => {
  it('names a respondent as given, trimmed, or Anonymous when blank', () => {
    expect(respondentName({ respondentName: '  Grace Hopper ' })).toBe('Grace Hopper');
    expect(respondentName({ respondentName: '   ' })).toBe(ANONYMOUS);
    expect(respondentName({})).toBe('Anonymous');
  });

  it('groups answers by submission (so two Anonymous visits are two respondents) and by question id', () => {
    expect(respondentKey(answer('r1', 's1', 'q1'))).toBe('s1');
    expect(questionKey(answer('r1', 's1', 'q2'))).toBe('q2');
  });

  it('counts answers, respondent groups and questions answered', () => {
    const answers = [
      answer('r1', 's1', 'q1', 'Grace'),
      answer('r2', 's1', 'q2', 'Grace'),
      answer('r3', 's2', 'q1'),
      answer('r4', 's3', 'q1', ' '),
      answer('r5', 's4', 'q1', 'Grace'),
    ];
    expect(responseTotals(answers)).toEqual({ responses: 5, respondents: 4, questions: 2 });
    expect(responseTotals([])).toEqual({ responses: 0, respondents: 0, questions: 0 });
  });
});

import type { OwnerResponse } from '@pill/proto/submission';
import { groupByQuestion, groupByRespondent, initials } from './grouping';

const response = (overrides: Partial<OwnerResponse>): OwnerResponse => ({
  id: 'r1',
  submissionId: 's1',
  response: 'Clear communicator',
  question: { id: 'q1', text: 'What should I keep doing?' },
  submittedAt: '2025-06-28T10:00:00.000Z',
  ...overrides,
});

describe('grouping responses', () => {
  const responses = [
    response({ id: 'r1', submissionId: 's1', respondentName: 'Sam Lee' }),
    response({ id: 'r2', submissionId: 's1', respondentName: 'Sam Lee', question: { id: 'q2', text: 'What should I stop?' } }),
    response({ id: 'r3', submissionId: 's2', submittedAt: '2025-06-28T11:00:00.000Z' }),
  ];

  it('groups by respondent, newest first, Anonymous without a name', () => {
    const groups = groupByRespondent(responses);
    expect(groups.map((g) => [g.name, g.responses.length])).toEqual([
      ['Anonymous', 1],
      ['Sam Lee', 2],
    ]);
  });

  it('groups by question text', () => {
    const groups = groupByQuestion(responses);
    expect(groups.map((g) => [g.questionText, g.responses.map((r) => r.id)])).toEqual([
      ['What should I keep doing?', ['r1', 'r3']],
      ['What should I stop?', ['r2']],
    ]);
  });

  it('makes initials for the avatar', () => {
    expect(initials('Sam Lee')).toBe('SL');
    expect(initials('Anonymous')).toBe('A');
  });
});

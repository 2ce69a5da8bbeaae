import type { AnalysisResult } from '@pill/proto/analytics';
import { groundEvidence } from './ground-evidence';
import { answers } from './testing/answers';

const given = answers(
  ['How clear is my communication?', 'Your updates are clear, but the roadmap   changes weekly.'],
  ['Anything else?', 'He yelled at a junior engineer during the incident review.\nThanks, Priya'],
  ['Anything else?', '   '],
);

const result = (over: Partial<AnalysisResult> = {}): AnalysisResult => ({
  summary: {
    overview: 'x',
    responseCount: 40,
    keyThemes: [{ theme: 'Communication', frequency: 9, examples: ['“Your updates are clear”', 'Updates are crystal clear'] }],
  },
  criticalConcerns: [
    {
      concernTitle: 'Intimidation and hostility',
      severityLevel: 'High',
      explanation: 'x',
      evidence: ['He yelled at a junior engineer during the incident review.'],
    },
    {
      concernTitle: 'Possible substance use at work',
      severityLevel: 'High',
      explanation: 'x',
      evidence: ['He drinks at lunch every day.'],
    },
  ],
  insights: {
    strengths: [{ area: 'Communication', impact: 'x', evidence: ['Your updates are clear', 'Thanks, Priya'] }],
    opportunities: [
      { area: 'Planning and priorities', suggestion: 'x', evidence: ['the roadmap changes weekly...'] },
      { area: 'Workload', suggestion: 'x', evidence: ['Everyone works weekends.'] },
    ],
  },
  nextSteps: 'x',
  actionSteps: [],
  ...over,
});

describe('groundEvidence', () => {
  const { result: grounded, dropped } = groundEvidence(result(), given);

  it('keeps quotes that are verbatim pieces of an answer, spelled as the answer spells them', () => {
    expect(grounded.summary.keyThemes[0].examples).toEqual(['Your updates are clear']);
    expect(grounded.insights.opportunities[0].evidence).toEqual(['the roadmap   changes weekly']);
  });

  it('drops invented quotes, and concerns or insights left with no real quote', () => {
    expect(grounded.criticalConcerns.map((c) => c.concernTitle)).toEqual(['Intimidation and hostility']);
    expect(grounded.insights.opportunities.map((o) => o.area)).toEqual(['Planning and priorities']);
    expect(dropped).toBe(4);
  });

  it('never quotes a sign-off that names the respondent', () => {
    expect(grounded.insights.strengths[0].evidence).toEqual(['Your updates are clear']);
  });

  it('counts only real answers and caps theme frequency by them', () => {
    expect(grounded.summary.responseCount).toBe(2);
    expect(grounded.summary.keyThemes[0].frequency).toBe(2);
  });
});

describe('groundEvidence on prose', () => {
  const withProse = (): AnalysisResult => ({
    summary: { overview: 'Two answers. One says “He yelled at a junior engineer”. The tone is mixed.', responseCount: 2, keyThemes: [] },
    criticalConcerns: [],
    insights: {
      strengths: [],
      opportunities: [
        {
          area: 'Planning and priorities',
          suggestion: 'One answer asks for a change. One asks: “Start sharing agendas”',
          evidence: ['the roadmap   changes weekly'],
        },
      ],
    },
    nextSteps: 'Start with planning, raised in one answer, such as “the roadmap   changes weekly”. Keep going.',
    actionSteps: [
      { action: 'Agree one change on planning (one said: “the roadmap   changes weekly”)', timeframe: 'Next 30 days', expectedImpact: 'x' },
      { action: 'Talk to the team (one said: “Start sharing agendas”)', timeframe: 'This week', expectedImpact: 'x' },
    ],
  });

  it('keeps sentences and steps whose quotes are real, and drops those quoting what no answer says', () => {
    const { result: grounded } = groundEvidence(withProse(), given);
    expect(grounded.summary.overview).toBe('Two answers. One says “He yelled at a junior engineer”. The tone is mixed.');
    expect(grounded.nextSteps).toBe(withProse().nextSteps);
    expect(grounded.insights.opportunities[0].suggestion).toBe('One answer asks for a change.');
    expect(grounded.actionSteps.map((a) => a.action)).toEqual(['Agree one change on planning (one said: “the roadmap   changes weekly”)']);
  });

  it('keeps a theme named by its own words only while an answer still says them', () => {
    const themed = {
      ...withProse(),
      summary: {
        ...withProse().summary,
        keyThemes: [
          { theme: 'Roadmap and updates', frequency: 1, examples: ['the roadmap   changes weekly'] },
          { theme: 'Incident, review and junior', frequency: 1, examples: ['He yelled at a junior engineer'] },
        ],
      },
    };
    const { result: grounded } = groundEvidence(
      themed,
      given.filter((a) => !a.response.startsWith('He yelled')),
    );
    expect(grounded.summary.keyThemes.map((t) => t.theme)).toEqual(['Roadmap and updates']);
  });

  it('leaves nothing of an answer deleted since', () => {
    const { result: grounded } = groundEvidence(
      withProse(),
      given.filter((a) => !a.response.startsWith('He yelled')),
    );
    expect(JSON.stringify(grounded)).not.toContain('yelled');
  });
});

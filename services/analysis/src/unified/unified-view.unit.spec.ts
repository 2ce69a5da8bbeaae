import { UnifiedAnalysis, UnifiedAnalysisReply } from '@pill/proto/analytics';
import type { CompletedAnalysis } from '../read-model/analysis-results';
import { belowThresholdView, NO_RESPONSES, noResponsesView, unifiedView } from './unified-view';

const completed = (overrides: Partial<CompletedAnalysis> = {}): CompletedAnalysis => ({
  linkId: 'link1',
  analyzer: 'local',
  basedOnResponses: 3,
  sourceRevision: 3,
  generatedAt: '2026-01-01T12:00:00.000Z',
  result: {
    summary: { overview: 'Three answers.', responseCount: 3, keyThemes: [] },
    criticalConcerns: [],
    insights: { strengths: [], opportunities: [] },
    nextSteps: 'Thank respondents.',
    actionSteps: [],
  },
  ...overrides,
});

describe('unified analysis view', () => {
  it('always says whether the analysis is current and gives a message, with data', () => {
    const current = unifiedView(completed(), true);
    expect(UnifiedAnalysisReply.parse(current)).toEqual(current);
    expect(current).toMatchObject({ hasData: true, isCurrent: true, message: expect.stringMatching(/every answer/), analyzer: 'local' });
    expect(current.summary?.overview).toBe('Three answers.');

    const behind = unifiedView(completed(), false);
    expect(behind).toMatchObject({ isCurrent: false, message: expect.stringMatching(/newer answers/i) });
  });

  it('keeps the analyzer’s own message, such as the AI fallback, in front', () => {
    const view = unifiedView(completed({ message: 'AI service unavailable; showing the built-in analysis.' }), true);
    expect(view.message).toMatch(/^AI service unavailable; showing the built-in analysis\. /);
  });

  it('always says whether the analysis is current and gives a message, without data', () => {
    const empty = noResponsesView();
    expect(UnifiedAnalysisReply.parse(empty)).toEqual(empty);
    expect(empty).toEqual({ hasData: false, message: NO_RESPONSES, isCurrent: true });
  });

  it('stays readable by clients of the lenient schema', () => {
    expect(UnifiedAnalysis.parse(unifiedView(completed(), false)).isCurrent).toBe(false);
    expect(UnifiedAnalysis.parse(noResponsesView()).message).toBe(NO_RESPONSES);
  });

  it('below the threshold says how many more responses are needed, and carries nothing else', () => {
    expect(belowThresholdView(1)).toEqual({
      hasData: false,
      isCurrent: true,
      message: '1 more response is needed before answers and the analysis show, so no one can be singled out.',
    });
    expect(belowThresholdView(2).message).toMatch(/^2 more responses are needed/);
    expect(UnifiedAnalysisReply.parse(belowThresholdView(2))).toEqual(belowThresholdView(2));
  });
});

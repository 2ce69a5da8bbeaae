import type { UnifiedAnalysis } from '@pill/proto/analytics';
import type { CompletedAnalysis } from '../read-model/analysis-results';

export const NO_RESPONSES = 'No responses yet. Share your feedback link to start collecting insights.';

export function unifiedView(latest: CompletedAnalysis, isCurrent: boolean): UnifiedAnalysis {
  return {
    hasData: true,
    ...(latest.message ? { message: latest.message } : {}),
    ...latest.result,
    isCurrent,
    generatedAt: latest.generatedAt,
    analyzer: latest.analyzer,
  };
}

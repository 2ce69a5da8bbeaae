import type { UnifiedAnalysisReply } from '@pill/proto/analytics';
import type { CompletedAnalysis } from '../read-model/analysis-results';

export const NO_RESPONSES = 'No responses yet. Share your feedback link to start collecting insights.';
const CURRENT = 'This analysis includes every answer so far.';
const PENDING = 'Newer answers arrived after this analysis; an updated one is on its way.';

/** The latest analysis, with what the owner should know about it and whether it has seen every answer. */
export function unifiedView(latest: CompletedAnalysis, isCurrent: boolean): UnifiedAnalysisReply {
  const status = isCurrent ? CURRENT : PENDING;
  return {
    hasData: true,
    ...latest.result,
    message: latest.message ? `${latest.message} ${status}` : status,
    isCurrent,
    generatedAt: latest.generatedAt,
    analyzer: latest.analyzer,
  };
}

/** What the owner reads while a link is below its threshold: how many more, and that nothing shows until then. */
export function stillNeededMessage(needed: number): string {
  const more = needed === 1 ? '1 more response is' : `${needed} more responses are`;
  return `${more} needed before answers and the analysis show, so no one can be singled out.`;
}

/** A link below its threshold: nothing derived from the answers' text, only how many more are needed. */
export function belowThresholdView(needed: number): UnifiedAnalysisReply {
  return { hasData: false, message: stillNeededMessage(needed), isCurrent: true };
}

/** A link with no answers: nothing to analyse, so nothing is waiting either. */
export function noResponsesView(): UnifiedAnalysisReply {
  return { hasData: false, message: NO_RESPONSES, isCurrent: true };
}

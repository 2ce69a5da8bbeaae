import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisAnswer } from '../analyzer/analyzer.port';
import { groundEvidence } from '../analyzer/ground-evidence';

/**
 * An analysis made before some answers were deleted, quoting only answers that still exist: a
 * quote or concern nobody wrote any more goes; the count of answers it was based on stays true.
 */
export function quotingRemainingAnswers(result: AnalysisResult, answers: AnalysisAnswer[]): AnalysisResult {
  const { result: grounded } = groundEvidence(result, answers);
  return { ...grounded, summary: { ...grounded.summary, responseCount: result.summary.responseCount } };
}

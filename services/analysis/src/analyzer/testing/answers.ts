import type { AnalysisAnswer, AnalysisInput } from '../analyzer.port';

let seq = 0;
/** Answers as the analysis service passes them: one per question, grouped by submission. */
export function answers(...rows: Array<[question: string, response: string, submission?: string]>): AnalysisAnswer[] {
  return rows.map(([questionText, response, submission]) => {
    seq += 1;
    return { responseId: `r${seq}`, submissionId: submission ?? `s${seq}`, questionText, response };
  });
}

export const input = (rows: Parameters<typeof answers>, linkTitle?: string): AnalysisInput => ({ linkTitle, answers: answers(...rows) });

/** Every quote a result shows, wherever it appears. */
export function allQuotes(result: import('@pill/proto/analytics').AnalysisResult): string[] {
  return [
    ...result.summary.keyThemes.flatMap((t) => t.examples),
    ...result.criticalConcerns.flatMap((c) => c.evidence),
    ...result.insights.strengths.flatMap((s) => s.evidence),
    ...result.insights.opportunities.flatMap((o) => o.evidence),
  ];
}

import type { SentenceEncoder } from '@pill/platform/encoder/sentence-encoder';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisAnswer, AnalysisInput } from '../analyzer.port';
import { embedQuestions, embedUnits } from '../local/embed-units';

let seq = 0;
/** Answers as the analysis service passes them: one per question, grouped by submission. */
export function answers(...rows: Array<[question: string, response: string, submission?: string]>): AnalysisAnswer[] {
  return rows.map(([questionText, response, submission]) => {
    seq += 1;
    return { responseId: `r${seq}`, submissionId: submission ?? `s${seq}`, questionText, response };
  });
}

/** What an analysis run hands the analyzer: the answers with their units and question vectors. */
export async function input(encoder: SentenceEncoder, rows: Parameters<typeof answers>, linkTitle?: string): Promise<AnalysisInput> {
  const list = answers(...rows);
  return {
    linkTitle,
    answers: list,
    units: await embedUnits(
      encoder,
      list.map((a) => a.response),
    ),
    questions: await embedQuestions(
      encoder,
      list.map((a) => a.questionText),
    ),
  };
}

/** Every quote a result shows, wherever it appears. */
export function allQuotes(result: AnalysisResult): string[] {
  return [
    ...result.summary.keyThemes.flatMap((t) => t.examples),
    ...result.criticalConcerns.flatMap((c) => c.evidence),
    ...result.insights.strengths.flatMap((s) => s.evidence),
    ...result.insights.opportunities.flatMap((o) => o.evidence),
  ];
}

import type { AnalysisResult } from '@pill/proto/analytics';
import type { Span } from './local/units';

export interface AnalysisAnswer {
  responseId: string;
  submissionId: string;
  questionText: string;
  response: string;
}

/** An answer's units (clauses and sentences) and their sentence vectors, int8 with a scale per row. */
export interface AnswerUnits {
  spans: Span[];
  vectors: Int8Array;
  scales: Float32Array;
}

/**
 * `units[i]` belongs to `answers[i]`; `questions` holds the vector of each question text asked
 * (what was asked tips the tone of a fragment such as "Mentoring the juniors."). Respondent names
 * are never passed.
 */
export interface AnalysisInput {
  linkTitle?: string;
  answers: AnalysisAnswer[];
  units: AnswerUnits[];
  questions: Map<string, Float32Array>;
}
export interface AnalysisOutput {
  result: AnalysisResult;
  analyzer: 'local' | 'openai';
  message?: string;
}
export interface Analyzer {
  analyze(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisOutput>;
}
export const ANALYZER = Symbol('Analyzer');

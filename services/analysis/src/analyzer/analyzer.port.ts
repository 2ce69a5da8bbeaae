import type { AnalysisResult } from '@pill/proto/analytics';

export interface AnalysisAnswer { responseId: string; submissionId: string; questionText: string; response: string }
export interface AnalysisInput { linkTitle?: string; answers: AnalysisAnswer[] }   // respondent names are never passed
export interface AnalysisOutput { result: AnalysisResult; analyzer: 'local' | 'openai'; message?: string }
export interface Analyzer { analyze(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisOutput> }
export const ANALYZER = Symbol('Analyzer');

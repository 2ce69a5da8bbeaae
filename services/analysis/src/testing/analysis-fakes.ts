import { receivedEvent } from '@pill/platform/testing/stored-events';
import type { AnalysisResult } from '@pill/proto/analytics';
import { TOPICS } from '@pill/proto/topics';
import type { AnalysisInput, AnalysisOutput, Analyzer } from '../analyzer/analyzer.port';

/** An event as a consumer receives it (through readEvent). */
export const storedEvent = (type: string, streamId: string, streamVersion: number, data: unknown) =>
  receivedEvent(type, streamId, streamVersion, data);
/** The same, as the submission topic delivers it. */
export const submissionEvent = (type: string, streamId: string, streamVersion: number, data: unknown) =>
  receivedEvent(type, streamId, streamVersion, data, TOPICS.submission);

/** The same, as the link topic delivers it. */
export const linkEvent = (type: string, streamId: string, streamVersion: number, data: unknown) =>
  receivedEvent(type, streamId, streamVersion, data, TOPICS.link);

/** Link `linkId` of `ownerId`, created: what the link topic delivers first. */
export const linkCreated = (linkId: string, ownerId: string) =>
  linkEvent('link.created', `link-${linkId}`, 1, {
    linkId,
    ownerId,
    title: 'Retro',
    shortCode: `code-${linkId}`,
    questions: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  });

/** One respondent's single answer to link l1. */
export const submissionReceived = (id: string, response: string) =>
  submissionEvent('submission.received', `submission-${id}`, 1, {
    submissionId: id,
    linkId: 'l1',
    ownerId: 'o',
    submittedAt: '2026-01-01T10:00:00.000Z',
    responses: [{ responseId: `${id}-r`, questionId: 'q', questionText: 'What should change?', response }],
  });

/** A result that says only how many answers it saw (and honours the schema, so its event parses). */
export const countOnly = ({ answers }: { answers: readonly unknown[] }): AnalysisResult => ({
  summary: { overview: `${answers.length} answers`, responseCount: answers.length, keyThemes: [] },
  criticalConcerns: [],
  insights: { strengths: [], opportunities: [] },
  nextSteps: '',
  actionSteps: [],
});

/** An analyzer whose runs finish only when the test releases them, recording how many answers each saw. */
export class GatedAnalyzer implements Analyzer {
  readonly seen: number[] = [];
  private readonly gates: Array<() => void> = [];

  constructor(private readonly resultOf: (input: AnalysisInput) => AnalysisResult = countOnly) {}

  async analyze(input: AnalysisInput): Promise<AnalysisOutput> {
    this.seen.push(input.answers.length);
    await new Promise<void>((resolve) => this.gates.push(resolve));
    return { analyzer: 'local', result: this.resultOf(input) };
  }

  release(): void {
    this.gates.shift()?.();
  }
}

import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisInput, AnalysisOutput, Analyzer } from '../analyzer/analyzer.port';

let position = 0;

/** An event as a store hands it out, with the next global position. */
export const storedEvent = (type: string, streamId: string, streamVersion: number, data: unknown): StoredEvent => ({
  id: `e${++position}`, type, schemaVersion: 1, streamId, streamVersion, occurredAt: '2026-01-01T00:00:00.000Z', data, metadata: { correlationId: 'c' }, position,
});

/** One respondent's single answer to link l1. */
export const submissionReceived = (id: string, response: string) => storedEvent('submission.received', `submission-${id}`, 1, {
  submissionId: id, linkId: 'l1', ownerId: 'o', submittedAt: '2026-01-01T10:00:00.000Z',
  responses: [{ responseId: `${id}-r`, questionId: 'q', questionText: 'What should change?', response }],
});

const countOnly = ({ answers }: AnalysisInput) => ({ summary: { overview: `${answers.length} answers`, responseCount: answers.length } }) as AnalysisResult;

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

import type { Config } from '@pill/platform/config';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import type { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import type { AnalysisResult } from '@pill/proto/analytics';
import { AnalysisMessages } from './analysis.messages';
import type { AnalysisInput, AnalysisOutput, Analyzer } from './analyzer/analyzer.port';
import { AnalysisResults } from './read-model/analysis-results';
import { LinkAnalytics } from './read-model/link-analytics';
import { AnalysisScheduler } from './unified/analysis-scheduler';

let position = 0;
const event = (type: string, streamId: string, streamVersion: number, data: unknown): StoredEvent => ({
  id: `e${++position}`, type, schemaVersion: 1, streamId, streamVersion, occurredAt: '2026-01-01T00:00:00.000Z', data, metadata: { correlationId: 'c' }, position,
});
const received = (id: string, response: string) => event('submission.received', `submission-${id}`, 1, {
  submissionId: id, linkId: 'l1', ownerId: 'o', submittedAt: '2026-01-01T10:00:00.000Z',
  responses: [{ responseId: `${id}-r`, questionId: 'q', questionText: 'What should change?', response }],
});
const deleted = (id: string) => event('submission.response-deleted', `submission-${id}`, 2, { submissionId: id, linkId: 'l1', responseId: `${id}-r` });

const HARSH = 'He shouts at the juniors and threatened to fire anyone who complains.';
const KIND = 'You explain decisions clearly.';

/** Quotes every answer it saw; runs finish when the test releases them. */
class QuotingAnalyzer implements Analyzer {
  private readonly gates: Array<() => void> = [];
  async analyze({ answers }: AnalysisInput): Promise<AnalysisOutput> {
    await new Promise<void>((resolve) => this.gates.push(resolve));
    const quotes = answers.map((a) => a.response);
    const result: AnalysisResult = {
      summary: { overview: `${quotes.length} answers`, responseCount: quotes.length, keyThemes: [{ theme: 'Conduct', frequency: quotes.length, examples: quotes }] },
      criticalConcerns: quotes.includes(HARSH) ? [{ concernTitle: 'Intimidation and hostility', severityLevel: 'High', explanation: 'Shouting and threats.', evidence: [HARSH] }] : [],
      insights: { strengths: [{ area: 'Communication', impact: 'Clear.', evidence: [KIND] }], opportunities: [] },
      nextSteps: 'Talk to the team.',
      actionSteps: [],
    };
    return { analyzer: 'local', result };
  }
  release(): void {
    this.gates.shift()?.();
  }
}

function setUp() {
  const store = new InMemoryProjectionStore();
  const analytics = new LinkAnalytics(store);
  const results = new AnalysisResults(store);
  const analyzer = new QuotingAnalyzer();
  const events: StoredEvent[] = [];
  const streams = {
    appendEvents: async (streamId: string, _expected: unknown, list: Array<{ type: string; data: unknown }>) => {
      for (const e of list) {
        const stored = event(e.type, streamId, events.filter((x) => x.streamId === streamId).length + 1, e.data);
        events.push(stored);
        await results.apply(stored);
      }
    },
    store: {
      redactStream: async (streamId: string, redact: (e: StoredEvent) => unknown) => {
        for (const e of events.filter((x) => x.streamId === streamId)) e.data = redact(e);
      },
    },
  } as unknown as EventSourcedStreams;
  const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;
  const config = { ANALYSIS_QUIET_PERIOD_MS: 60_000 } as Config;
  const scheduler = new AnalysisScheduler(analytics, results, streams, analyzer, { now: () => new Date('2026-01-01T12:00:00Z') }, config, logger);
  const messages = new AnalysisMessages(analytics, results, scheduler, streams, logger);
  const read = async () => {
    const reply = (await messages.getUnified({ ownerId: 'o', linkId: 'l1' })) as { ok: true; value: Record<string, unknown> };
    return reply.value;
  };
  return { analyzer, messages, events, read, scheduler };
}

describe('the analysis after an answer is deleted', () => {
  afterEach(() => jest.useRealTimers());

  it('is read without the deleted answer while the new analysis is still running', async () => {
    const { analyzer, messages, read, scheduler } = setUp();
    await messages.onSubmissionEvent(received('s1', HARSH));
    await messages.onSubmissionEvent(received('s2', KIND));
    const first = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    expect(JSON.stringify(await first)).toContain(HARSH);

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    await messages.onSubmissionEvent(deleted('s1'));
    const afterDeletion = read();
    await jest.advanceTimersByTimeAsync(3_000); // the slow run is still going: the read answers with what it has
    const view = await afterDeletion;
    expect(view.isCurrent).toBe(false);
    expect(JSON.stringify(view)).not.toContain(HARSH);
    expect(view.criticalConcerns).toEqual([]);
    expect(JSON.stringify(view)).toContain(KIND);
    analyzer.release();
    await scheduler.onModuleDestroy();
  });

  it('leaves no quote of it in the stored analyses', async () => {
    const { analyzer, messages, events, read, scheduler } = setUp();
    await messages.onSubmissionEvent(received('s1', HARSH));
    await messages.onSubmissionEvent(received('s2', KIND));
    const first = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    await first;
    expect(JSON.stringify(events)).toContain(HARSH);
    await messages.onSubmissionEvent(deleted('s1'));
    const analyses = events.filter((e) => e.type === 'analysis.completed');
    expect(analyses).toHaveLength(1);
    expect(JSON.stringify(analyses)).not.toContain(HARSH);
    expect(JSON.stringify(analyses)).toContain(KIND);
    await messages.onSubmissionEvent(deleted('s1')); // redelivered: harmless
    expect(JSON.stringify(events.filter((e) => e.type === 'analysis.completed'))).toContain(KIND);
    await scheduler.onModuleDestroy();
  });

  it('is current on the read right after, when the new run is quick', async () => {
    const { analyzer, messages, read, scheduler } = setUp();
    await messages.onSubmissionEvent(received('s1', HARSH));
    await messages.onSubmissionEvent(received('s2', KIND));
    const first = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    await first;
    await messages.onSubmissionEvent(deleted('s1'));
    const next = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    const view = await next;
    expect(view).toMatchObject({ isCurrent: true, summary: { responseCount: 1 } });
    await scheduler.onModuleDestroy();
  });
});

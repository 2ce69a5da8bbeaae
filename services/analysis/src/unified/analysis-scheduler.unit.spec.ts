import type { Config } from '@pill/platform/config';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import type { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import type { AnalysisInput, AnalysisOutput, Analyzer } from '../analyzer/analyzer.port';
import { AnalysisResults } from '../read-model/analysis-results';
import { LinkAnalytics } from '../read-model/link-analytics';
import { AnalysisScheduler } from './analysis-scheduler';

let position = 0;
const stored = (type: string, streamId: string, streamVersion: number, data: unknown): StoredEvent => ({
  id: `e${++position}`, type, schemaVersion: 1, streamId, streamVersion, occurredAt: '2026-01-01T00:00:00.000Z', data, metadata: { correlationId: 'c' }, position,
});
const received = (id: string, response: string) => stored('submission.received', `submission-${id}`, 1, {
  submissionId: id, linkId: 'l1', ownerId: 'o', submittedAt: '2026-01-01T10:00:00.000Z',
  responses: [{ responseId: `${id}-r`, questionId: 'q', questionText: 'Q?', response }],
});

/** An analyzer whose runs finish only when the test says so, recording what each run saw. */
class GatedAnalyzer implements Analyzer {
  readonly seen: number[] = [];
  private readonly gates: Array<() => void> = [];
  async analyze(input: AnalysisInput): Promise<AnalysisOutput> {
    this.seen.push(input.answers.length);
    await new Promise<void>((resolve) => this.gates.push(resolve));
    return { analyzer: 'local', result: { summary: { overview: `${input.answers.length} answers`, responseCount: input.answers.length } } as AnalysisOutput['result'] };
  }
  release(): void {
    this.gates.shift()?.();
  }
}

function setUp() {
  const store = new InMemoryProjectionStore();
  const analytics = new LinkAnalytics(store);
  const results = new AnalysisResults(store);
  const analyzer = new GatedAnalyzer();
  let version = 0;
  const streams = {
    appendEvents: async (streamId: string, _expected: unknown, events: Array<{ type: string; data: unknown }>) => {
      for (const e of events) await results.apply(stored(e.type, streamId, ++version, e.data));
    },
  } as unknown as EventSourcedStreams;
  const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;
  const scheduler = new AnalysisScheduler(analytics, results, streams, analyzer, { now: () => new Date('2026-01-01T12:00:00Z') }, { ANALYSIS_QUIET_PERIOD_MS: 0 } as Config, logger);
  return { analytics, results, analyzer, scheduler };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('analysis scheduler', () => {
  it('runs again when answers arrive while a run is in flight, so the stored analysis covers them all', async () => {
    const { analytics, results, analyzer, scheduler } = setUp();
    await analytics.apply(received('s1', 'Meetings run long'));
    const first = scheduler.runNow('l1');
    await tick();
    await analytics.apply(received('s2', 'Deadlines slip'));
    await analytics.apply(received('s3', 'More recognition please'));
    const second = scheduler.runNow('l1');
    analyzer.release();
    await first;
    await tick();
    analyzer.release();
    await second;
    expect(analyzer.seen).toEqual([1, 3]);
    expect((await results.get('l1'))?.basedOnResponses).toBe(3);
    expect(await scheduler.isStale('l1')).toBe(false);
  });

  it('shares one run between callers when nothing changed meanwhile', async () => {
    const { analytics, analyzer, scheduler } = setUp();
    await analytics.apply(received('s1', 'Meetings run long'));
    const calls = [scheduler.runNow('l1'), scheduler.runNow('l1'), scheduler.runNow('l1')];
    await tick();
    analyzer.release();
    await Promise.all(calls);
    expect(analyzer.seen).toEqual([1]);
  });

  it('stores nothing for a link deleted while its run was in flight', async () => {
    const { analytics, results, analyzer, scheduler } = setUp();
    await analytics.apply(received('s1', 'Meetings run long'));
    const run = scheduler.runNow('l1');
    await tick();
    await analytics.apply(stored('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'x' }));
    analyzer.release();
    await run;
    expect(analyzer.seen).toEqual([1]);
    expect(await results.get('l1')).toBeUndefined();
  });
});

import { Registry } from 'prom-client';
import type { Config } from '@pill/platform/config';
import type { Infrastructure } from '@pill/platform/infrastructure';
import type { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { AnalysisResults } from '../read-model/analysis-results';
import { LinkAnalytics } from '../read-model/link-analytics';
import { GatedAnalyzer, storedEvent, submissionReceived } from '../testing/analysis-fakes';
import { fakeAnswerVectors } from '../testing/vector-fakes';
import { AnalysisScheduler } from './analysis-scheduler';

function setUp(metrics = new Registry()) {
  const store = new InMemoryProjectionStore();
  const { vectors } = fakeAnswerVectors();
  const analytics = new LinkAnalytics(store, vectors);
  const results = new AnalysisResults(store);
  const analyzer = new GatedAnalyzer();
  let version = 0;
  const streams = {
    appendEvents: async (streamId: string, _expected: unknown, events: Array<{ type: string; data: unknown }>) => {
      for (const e of events) await results.apply(storedEvent(e.type, streamId, ++version, e.data));
    },
  } as unknown as EventSourcedStreams;
  const logger = { info: () => undefined, error: () => undefined } as unknown as Logger;
  const scheduler = new AnalysisScheduler(
    analytics,
    results,
    streams,
    vectors,
    analyzer,
    { now: () => new Date('2026-01-01T12:00:00Z') },
    { ANALYSIS_QUIET_PERIOD_MS: 0 } as Config,
    logger,
    { metrics } as Infrastructure,
  );
  return { analytics, results, analyzer, scheduler };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('analysis scheduler', () => {
  it('runs again when answers arrive while a run is in flight, so the stored analysis covers them all', async () => {
    const { analytics, results, analyzer, scheduler } = setUp();
    await analytics.apply(submissionReceived('s1', 'Meetings run long'));
    const first = scheduler.runNow('l1');
    await tick();
    await analytics.apply(submissionReceived('s2', 'Deadlines slip'));
    await analytics.apply(submissionReceived('s3', 'More recognition please'));
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
    await analytics.apply(submissionReceived('s1', 'Meetings run long'));
    const calls = [scheduler.runNow('l1'), scheduler.runNow('l1'), scheduler.runNow('l1')];
    await tick();
    analyzer.release();
    await Promise.all(calls);
    expect(analyzer.seen).toEqual([1]);
  });

  it('stores nothing for a link deleted while its run was in flight', async () => {
    const { analytics, results, analyzer, scheduler } = setUp();
    await analytics.apply(submissionReceived('s1', 'Meetings run long'));
    const run = scheduler.runNow('l1');
    await tick();
    await analytics.apply(storedEvent('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'x' }));
    analyzer.release();
    await run;
    expect(analyzer.seen).toEqual([1]);
    expect(await results.get('l1')).toBeUndefined();
  });

  it('counts the runs it stored for operators, and not one whose link went away', async () => {
    const metrics = new Registry();
    const { analytics, analyzer, scheduler } = setUp(metrics);
    const completed = async () => (await metrics.getSingleMetricAsString('pill_analyses_total')).match(/outcome="completed"\} (\d+)/)?.[1];
    await analytics.apply(submissionReceived('s1', 'Meetings run long'));
    const run = scheduler.runNow('l1');
    await tick();
    analyzer.release();
    await run;
    expect(await completed()).toBe('1');
    await analytics.apply(storedEvent('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'x' }));
    await analytics.apply(submissionReceived('s2', 'Deadlines slip'));
    const gone = scheduler.runNow('l1');
    await tick();
    analyzer.release();
    await gone;
    expect(await completed()).toBe('1');
  });
});

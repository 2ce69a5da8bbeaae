import type { Config } from '@pill/platform/config';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import type { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import type { Analytics, AnalysisResult } from '@pill/proto/analytics';
import { AnalysisMessages } from './analysis.messages';
import type { AnalysisInput } from './analyzer/analyzer.port';
import { AnalysisResults } from './read-model/analysis-results';
import { LinkAnalytics } from './read-model/link-analytics';
import { LinkOwners } from './read-model/link-owners';
import { GatedAnalyzer, linkCreated, linkEvent, storedEvent, submissionEvent, submissionReceived } from './testing/analysis-fakes';
import { fakeAnswerVectors } from './testing/vector-fakes';
import { AnalysisScheduler } from './unified/analysis-scheduler';

const deleted = (id: string) =>
  submissionEvent('submission.response-deleted', `submission-${id}`, 2, { submissionId: id, linkId: 'l1', responseId: `${id}-r` });

const HARSH = 'He shouts at the juniors and threatened to fire anyone who complains.';
const KIND = 'You explain decisions clearly.';

/** What an analyzer that quotes every answer it saw would store. */
function quotingResult({ answers }: AnalysisInput): AnalysisResult {
  const quotes = answers.map((a) => a.response);
  return {
    summary: {
      overview: `${quotes.length} answers`,
      responseCount: quotes.length,
      keyThemes: [{ theme: 'Conduct', frequency: quotes.length, examples: quotes }],
    },
    criticalConcerns: quotes.includes(HARSH)
      ? [{ concernTitle: 'Intimidation and hostility', severityLevel: 'High', explanation: 'Shouting and threats.', evidence: [HARSH] }]
      : [],
    insights: { strengths: [{ area: 'Communication', impact: 'Clear.', evidence: [KIND] }], opportunities: [] },
    nextSteps: 'Talk to the team.',
    actionSteps: [],
  };
}

async function setUp() {
  const store = new InMemoryProjectionStore();
  const { vectors } = fakeAnswerVectors();
  const analytics = new LinkAnalytics(store, vectors);
  const results = new AnalysisResults(store);
  const analyzer = new GatedAnalyzer(quotingResult);
  const events: StoredEvent[] = [];
  const streams = {
    appendEvents: async (streamId: string, _expected: unknown, list: Array<{ type: string; data: unknown }>) => {
      for (const e of list) {
        const stored = storedEvent(e.type, streamId, events.filter((x) => x.streamId === streamId).length + 1, e.data);
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
  const scheduler = new AnalysisScheduler(
    analytics,
    results,
    streams,
    vectors,
    analyzer,
    { now: () => new Date('2026-01-01T12:00:00Z') },
    config,
    logger,
  );
  const owners = new LinkOwners(store);
  await owners.apply(linkCreated('l1', 'o'));
  const messages = new AnalysisMessages(analytics, results, scheduler, streams, owners, logger);
  const read = async () => {
    const reply = (await messages.getUnified({ ownerId: 'o', linkId: 'l1' })) as { ok: true; value: Record<string, unknown> };
    return reply.value;
  };
  /** The harsh and the kind answer arrive, and the first read waits for their analysis. */
  const analysedBoth = async () => {
    await messages.onSubmissionEvent(submissionReceived('s1', HARSH));
    await messages.onSubmissionEvent(submissionReceived('s2', KIND));
    const first = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    return first;
  };
  return { analyzer, messages, events, read, scheduler, analysedBoth };
}

describe('the analysis after an answer is deleted', () => {
  afterEach(() => jest.useRealTimers());

  it('is read without the deleted answer while the new analysis is still running', async () => {
    const { analyzer, messages, read, scheduler, analysedBoth } = await setUp();
    expect(JSON.stringify(await analysedBoth())).toContain(HARSH);

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
    const { messages, events, scheduler, analysedBoth } = await setUp();
    await analysedBoth();
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
    const { analyzer, messages, read, scheduler, analysedBoth } = await setUp();
    await analysedBoth();
    await messages.onSubmissionEvent(deleted('s1'));
    const next = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    const view = await next;
    expect(view).toMatchObject({ isCurrent: true, summary: { responseCount: 1 } });
    await scheduler.onModuleDestroy();
  });
});

describe("a link's analytics and analysis", () => {
  it('answer only the owner this service knows from link events; another owner reads 404, as does a deleted link', async () => {
    const { messages, scheduler } = await setUp();
    await messages.onSubmissionEvent(submissionReceived('s1', KIND));
    expect(await messages.getAnalytics({ ownerId: 'o', linkId: 'l1' })).toMatchObject({ ok: true, value: { totalResponses: 1 } });
    for (const read of [messages.getAnalytics.bind(messages), messages.getUnified.bind(messages)]) {
      const reply = await read({ ownerId: 'someone-else', linkId: 'l1' });
      expect(reply).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'Feedback link not found' } });
    }
    await messages.onLinkEvent(linkEvent('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'abc' }));
    expect(await messages.getAnalytics({ ownerId: 'o', linkId: 'l1' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    await scheduler.onModuleDestroy();
  });

  it('below the threshold show counts and timelines but nothing drawn from the text, and all of it once enough have answered', async () => {
    const { analyzer, messages, read, scheduler, analysedBoth } = await setUp();
    await analysedBoth();
    const analytics = async () => ((await messages.getAnalytics({ ownerId: 'o', linkId: 'l1' })) as { value: Analytics }).value;
    expect((await analytics()).commonThemes).toEqual([{ theme: 'Conduct', count: 2 }]);

    const raise = { linkId: 'l1', ownerId: 'o', title: 'Retro', questions: [], minResponses: 3 };
    await messages.onLinkEvent(linkEvent('link.updated', 'link-l1', 2, raise));
    const withheld = await read();
    expect(withheld).toEqual({ hasData: false, isCurrent: true, message: expect.stringMatching(/^1 more response is needed/) });
    expect(await analytics()).toMatchObject({ totalResponses: 2, commonThemes: [], responsesByDate: [{ date: '2026-01-01', count: 2 }] });

    await messages.onSubmissionEvent(submissionReceived('s3', 'The retro ran long.'));
    const shown = read();
    await new Promise((r) => setTimeout(r, 5));
    analyzer.release();
    expect(await shown).toMatchObject({ hasData: true, summary: { responseCount: 3 } });
    expect((await analytics()).commonThemes).toEqual([{ theme: 'Conduct', count: 3 }]);
    await scheduler.onModuleDestroy();
  });

  it("stay current when the owner and a respondent talk: a conversation's messages change no answer", async () => {
    const { messages, read, scheduler, analysedBoth } = await setUp();
    await analysedBoth();
    const dirty = jest.spyOn(scheduler, 'markDirty');
    const sentAt = '2026-01-01T12:30:00.000Z';
    await messages.onSubmissionEvent(
      submissionEvent('submission.message-added', 'submission-s1', 2, {
        submissionId: 's1',
        linkId: 'l1',
        from: 'owner',
        text: 'Thank you.',
        sentAt,
      }),
    );
    await messages.onSubmissionEvent(
      submissionEvent('submission.message-added', 'submission-s1', 3, {
        submissionId: 's1',
        linkId: 'l1',
        from: 'respondent',
        text: 'Welcome.',
        sentAt,
      }),
    );
    expect(dirty).not.toHaveBeenCalled();
    expect(await read()).toMatchObject({ isCurrent: true, summary: { responseCount: 2 } });
    await scheduler.onModuleDestroy();
  });

  it('start no analysis run for a link below its threshold, and one as soon as it is met', async () => {
    const { messages, scheduler } = await setUp();
    const raise = { linkId: 'l1', ownerId: 'o', title: 'Retro', questions: [], minResponses: 3 };
    await messages.onLinkEvent(linkEvent('link.updated', 'link-l1', 2, raise));
    const dirty = jest.spyOn(scheduler, 'markDirty');
    await messages.onSubmissionEvent(submissionReceived('s1', HARSH));
    await messages.onSubmissionEvent(submissionReceived('s2', KIND));
    expect(dirty).not.toHaveBeenCalled();
    await messages.onSubmissionEvent(submissionReceived('s3', 'The retro ran long.'));
    expect(dirty).toHaveBeenCalledWith('l1');
    await scheduler.onModuleDestroy();
  });
});

import { Registry } from 'prom-client';
import { uuidGenerator } from '@pill/platform/clock';
import type { DomainError } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { refusalsStreamId } from '../domain/submission.decider';
import { LinkIntake } from '../intake/link-intake';
import type { ModerationVerdict, Moderator } from '../moderation/moderator.port';
import type { KnownLinks } from '../read-model/known-links';
import { SubmissionMetrics } from '../submission-metrics';
import { knownLinks } from '../testing/known-link';
import { SubmitFeedback, SubmitFeedbackHandler } from './submission-commands';

const clock = { now: () => new Date('2026-01-01T10:00:00.000Z') };
const questions = [
  { id: 'q1', text: 'Keep?' },
  { id: 'q2', text: 'Stop?' },
  { id: 'q3', text: 'Start?' },
];
const link = { linkId: 'link-1', ownerId: 'alice', questions };
/** What the handler throws when the answer to `questionId` was refused. */
const onAnswerTo = (questionId: string) => ({
  code: 'MODERATION_REFUSED',
  message: 'Please change it.',
  refusal: { kind: 'threat', field: 'response', questionId },
});

describe('a refused submission', () => {
  let store: SqliteEventStore;
  let checked: string[][];
  let warn: jest.Mock;
  let handler: (verdict: ModerationVerdict) => SubmitFeedbackHandler;
  let metrics: Registry;

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    checked = [];
    warn = jest.fn();
    metrics = new Registry();
    const streams = new EventSourcedStreams(store, clock, uuidGenerator);
    const links: KnownLinks = await knownLinks(new InMemoryProjectionStore(), link);
    handler = (verdict) => {
      const moderator: Moderator = {
        check: async (texts) => {
          checked.push(texts);
          return verdict;
        },
      };
      const intake = new LinkIntake(new InMemoryProjectionStore(), { submissions: 0, bytes: 0 });
      const logger = { warn } as unknown as Logger;
      return new SubmitFeedbackHandler(streams, links, intake, moderator, clock, uuidGenerator, logger, new SubmissionMetrics(metrics));
    };
  });
  afterEach(() => store.close());

  const refusal = async (index: number, respondentName?: string) => {
    const verdict = { allowed: false as const, message: 'Please change it.', kind: 'threat' as const, index };
    const answers = [
      { questionId: 'q3', response: 'third' },
      { questionId: 'q2', response: ' ' },
      { questionId: 'q1', response: 'first' },
    ];
    const command = new SubmitFeedback(link.linkId, answers, respondentName);
    const error = (await handler(verdict)
      .execute(command)
      .catch((e: unknown) => e)) as DomainError;
    return { code: error.code, message: error.message, refusal: error.refusal };
  };

  it('names the question whose answer was refused, counting only the answers that were checked', async () => {
    expect(await refusal(1, 'Sam')).toEqual(onAnswerTo('q3'));
    expect(checked).toEqual([['first', 'third', 'Sam']]);
    expect(await refusal(0)).toEqual(onAnswerTo('q1'));
  });

  it('names the respondent name when that was refused', async () => {
    expect((await refusal(2, 'Sam')).refusal).toEqual({ kind: 'threat', field: 'respondentName' });
  });

  it('is counted for the link by kind, with nothing of the text, the name or the respondent', async () => {
    await refusal(1, 'Sam');
    await refusal(2, 'Sam');
    const events = await store.readStream(refusalsStreamId('link-1'));
    expect(events.map((e) => ({ type: e.type, data: e.data }))).toEqual([
      { type: 'submission.refused', data: { linkId: 'link-1', kind: 'threat' } },
      { type: 'submission.refused', data: { linkId: 'link-1', kind: 'threat' } },
    ]);
    const all = JSON.stringify(await store.readAll(0, 100));
    for (const text of ['first', 'third', 'Sam']) expect(all).not.toContain(text);
  });

  it('is still refused, uncounted, when the count cannot be stored', async () => {
    jest.spyOn(store, 'append').mockRejectedValueOnce(new Error('disk full'));
    expect(await refusal(0)).toEqual(onAnswerTo('q1'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await store.readStream(refusalsStreamId('link-1'))).toEqual([]);
  });

  it('is counted for operators by kind only, and an accepted submission as one more', async () => {
    await refusal(1, 'Sam');
    const accepted = new SubmitFeedback(link.linkId, [{ questionId: 'q1', response: 'first' }], undefined);
    await handler({ allowed: true }).execute(accepted);
    const text = await metrics.metrics();
    expect(text).toContain('pill_moderation_refusals_total{kind="threat"} 1');
    expect(text).toContain('pill_submissions_total 1');
    expect(text).not.toMatch(/Sam|first|third/);
  });
});

import type { CommandBus } from '@nestjs/cqrs';
import { uuidGenerator } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import type { Logger } from '@pill/platform/logger';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { readEvent } from '@pill/platform/transport/received-event';
import { TOPICS } from '@pill/proto/topics';
import { LinkIntake } from '../intake/link-intake';
import type { KnownLinks } from '../read-model/known-links';
import { Conversations } from '../read-model/conversations';
import { Submissions } from '../read-model/submissions';
import { SubmissionMessages } from '../submission.messages';
import { knownLinks, linkEvent, questionEvent } from '../testing/known-link';
import { SqliteWebhookStore } from '../webhooks/sqlite-webhook-store';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { SubmitFeedback, SubmitFeedbackHandler } from './submission-commands';

const clock = { now: () => new Date('2026-01-01T10:00:00.000Z') };
const link = { linkId: 'link-1', ownerId: 'alice', questions: [{ id: 'q1', text: 'Keep?' }] };
const allowed = { check: async () => ({ allowed: true as const }) };
/** What a caller could claim about the link: none of it is believed. */
const claimed = {
  linkId: 'link-1',
  ownerId: 'mallory',
  isActive: true,
  questions: [
    { id: 'q1', text: 'Keep?' },
    { id: 'q9', text: 'Extra?' },
  ],
};
const notFound = { ok: false, error: { code: 'NOT_FOUND' } };

describe('a submission is checked against the links this service knows from link events', () => {
  let store: SqliteEventStore;
  let projections: InMemoryProjectionStore;
  let links: KnownLinks;
  let messages: SubmissionMessages;
  const submit = (responses: Array<{ questionId: string; response: string }>, linkClaim: object = claimed) =>
    messages.submit({ link: linkClaim, submission: { responses } });
  const storedSubmissions = async () => (await store.readAll(0, 100)).filter((e) => e.type === 'submission.received');

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    projections = new InMemoryProjectionStore();
    links = await knownLinks(projections, link);
    const streams = new EventSourcedStreams(store, clock, uuidGenerator);
    const intake = new LinkIntake(projections, { submissions: 0, bytes: 0 });
    const logger = { warn: jest.fn(), error: jest.fn() } as unknown as Logger;
    const handler = new SubmitFeedbackHandler(streams, links, intake, allowed, clock, uuidGenerator, logger);
    const commands = {
      execute: (c: unknown) => (c instanceof SubmitFeedback ? handler.execute(c) : Promise.reject(new Error('unexpected'))),
    };
    const submissions = new Submissions(projections);
    const webhooks = new WebhookOutbox(new SqliteWebhookStore(':memory:'), links, submissions, streams, clock);
    const conversations = new Conversations(projections, submissions);
    messages = new SubmissionMessages(commands as unknown as CommandBus, submissions, links, intake, streams, webhooks, conversations);
  });
  afterEach(() => store.close());

  it('refuses a link it knows as inactive, whatever the caller says about it', async () => {
    await links.applyLink(linkEvent('link-1', 2, 'link.activation-changed', { ownerId: 'alice', isActive: false }));
    const reply = await submit([{ questionId: 'q1', response: 'Keep the demos' }]);
    expect(reply).toMatchObject(notFound);
    expect(await storedSubmissions()).toEqual([]);
  });

  it('refuses a link it has never heard of, and a deleted one', async () => {
    expect(await submit([{ questionId: 'q1', response: 'Hello' }], { linkId: 'link-2' })).toMatchObject(notFound);
    await links.applyLink(linkEvent('link-1', 2, 'link.deleted', { ownerId: 'alice', shortCode: 'code-link-1' }));
    await new Submissions(projections).apply(linkEvent('link-1', 2, 'link.deleted', { ownerId: 'alice', shortCode: 'code-link-1' }));
    expect(await submit([{ questionId: 'q1', response: 'Hello' }])).toMatchObject(notFound);
  });

  it("takes the owner and the questions from the link's events, with the owner's latest wording", async () => {
    expect(await submit([{ questionId: 'q9', response: 'Not on this link' }])).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    const edit = { ownerId: 'alice', questionId: 'q1', text: 'What should I keep?', category: 'general', isDefault: false };
    await links.applyQuestion(questionEvent('alice', 1, 'question.updated', edit));
    expect(await submit([{ questionId: 'q1', response: 'The demos' }])).toMatchObject({ ok: true });
    const [received] = await storedSubmissions();
    expect(received.data).toMatchObject({
      linkId: 'link-1',
      ownerId: 'alice',
      responses: [{ questionId: 'q1', questionText: 'What should I keep?', response: 'The demos' }],
    });
  });

  it('waits a moment for a link created just before its first submission', async () => {
    links.waitMs = 2_000;
    const pending = submit([{ questionId: 'q5', response: 'First!' }], { linkId: 'link-new' });
    await links.applyLink(
      linkEvent('link-new', 1, 'link.created', {
        ownerId: 'bob',
        title: 'New',
        shortCode: 'code-new',
        createdAt: '2026-01-01T00:00:00.000Z',
        questions: [{ questionId: 'q5', text: 'Anything?' }],
      }),
    );
    expect(await pending).toMatchObject({ ok: true });
  });

  it("lists a link's answers only to the owner it knows from link events", async () => {
    await submit([{ questionId: 'q1', response: 'Keep the demos' }]);
    for (const event of await storedSubmissions()) await messages.onSubmissionEvent(readEvent(event, TOPICS.submission));
    expect(await messages.list({ ownerId: 'alice', linkId: 'link-1' })).toMatchObject({
      ok: true,
      value: { responses: [{ response: 'Keep the demos' }], next: null, totals: { responses: 1, respondents: 1, questions: 1 } },
    });
    expect(await messages.list({ ownerId: 'mallory', linkId: 'link-1' })).toMatchObject(notFound);
  });
});

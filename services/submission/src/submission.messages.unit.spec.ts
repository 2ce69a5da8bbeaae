import type { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { uuidGenerator } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { readEvent } from '@pill/platform/transport/received-event';
import { TOPICS } from '@pill/proto/topics';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { EraseLinkSubmissions, EraseLinkSubmissionsHandler } from './commands/submission-commands';
import { submission, submissionStreamId } from './domain/submission.decider';
import { LinkIntake } from './intake/link-intake';
import { KnownLinks } from './read-model/known-links';
import { Conversations } from './read-model/conversations';
import { Submissions } from './read-model/submissions';
import { SubmissionMessages } from './submission.messages';
import { SqliteWebhookStore } from './webhooks/sqlite-webhook-store';
import { WebhookOutbox } from './webhooks/webhook-outbox';

const clock = { now: () => new Date('2026-01-01T10:00:00.000Z') };

describe('a deleted link takes its answers with it', () => {
  let store: SqliteEventStore;
  let streams: EventSourcedStreams;
  let submissions: Submissions;
  const everyAnswer = async (ownerId: string, linkId: string) =>
    (await submissions.responsesPage({ ownerId, linkId, minResponses: 1 }, { limit: 500 })).responses;
  let messages: SubmissionMessages;
  const linkId = 'link-1';

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    streams = new EventSourcedStreams(store, clock, uuidGenerator);
    submissions = new Submissions(new InMemoryProjectionStore());
    const erase = new EraseLinkSubmissionsHandler(streams, submissions);
    const commands = {
      execute: (command: unknown) =>
        command instanceof EraseLinkSubmissions ? erase.execute(command) : Promise.reject(new Error('unexpected')),
    };
    const intake = new LinkIntake(new InMemoryProjectionStore(), { submissions: 0, bytes: 0 });
    const links = new KnownLinks(new InMemoryProjectionStore(), submissions);
    const webhooks = new WebhookOutbox(new SqliteWebhookStore(':memory:'), links, submissions, streams, clock);
    const conversations = new Conversations(new InMemoryProjectionStore(), submissions);
    messages = new SubmissionMessages(commands as unknown as CommandBus, submissions, links, intake, streams, webhooks, conversations);
  });
  afterEach(() => store.close());

  /** Stores a submission as another replica would: nothing projected here yet. */
  const storeSubmission = async (submissionId: string, response: string): Promise<StoredEvent> => {
    const data = {
      submissionId,
      linkId,
      ownerId: 'alice',
      respondentName: 'Kim',
      submittedAt: clock.now().toISOString(),
      responses: [{ responseId: randomUUID(), questionId: 'q1', questionText: 'What should change?', response }],
    };
    return (await streams.execute(submissionStreamId(submissionId), submission, { type: 'receive', data })).events[0];
  };
  const linkDeleted = {
    id: 'e',
    type: 'link.deleted',
    schemaVersion: 1,
    streamId: 'link-stream',
    streamVersion: 2,
    occurredAt: clock.now().toISOString(),
    data: { linkId, ownerId: 'alice', shortCode: 'abc' },
    metadata: { correlationId: 'c' },
    position: 1,
  };
  /** What the bus delivers next: every event of the stream this service has stored. */
  const deliver = async (submissionId: string) => {
    for (const event of await store.readStream(submissionStreamId(submissionId)))
      await messages.onSubmissionEvent(readEvent(event, TOPICS.submission));
  };
  const storedText = async (submissionId: string) => JSON.stringify(await store.readStream(submissionStreamId(submissionId)));

  it('erases the answers already shown when the link is deleted', async () => {
    await storeSubmission('s1', 'The release process hurts');
    await deliver('s1');
    expect(await everyAnswer('alice', linkId)).toHaveLength(1);
    await messages.onLinkEvent(readEvent(linkDeleted, TOPICS.link));
    await deliver('s1');
    expect(await everyAnswer('alice', linkId)).toEqual([]);
    expect(await storedText('s1')).not.toContain('The release process hurts');
  });

  it('erases an answer stored just after the deletion looked for answers', async () => {
    const received = await storeSubmission('s2', 'Sent while the link was being deleted');
    await messages.onLinkEvent(readEvent(linkDeleted, TOPICS.link));
    expect(await storedText('s2')).toContain('Sent while the link was being deleted');
    await messages.onSubmissionEvent(readEvent(received, TOPICS.submission));
    await deliver('s2');
    expect(await everyAnswer('alice', linkId)).toEqual([]);
    const stored = await storedText('s2');
    expect(stored).not.toContain('Sent while the link was being deleted');
    expect(stored).not.toContain('Kim');
  });

  it('leaves the answers of a link that is still there', async () => {
    await storeSubmission('s3', 'Keep the demos');
    await deliver('s3');
    expect((await everyAnswer('alice', linkId)).map((r) => r.response)).toEqual(['Keep the demos']);
    expect(await store.readStream(submissionStreamId('s3'))).toHaveLength(1);
  });
});

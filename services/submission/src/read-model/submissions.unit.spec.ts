import { randomUUID } from 'node:crypto';
import { receivedEvent } from '@pill/platform/testing/stored-events';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import type { CollectionDefinition, ProjectionCollection, ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { submissionStreamId } from '../domain/submission.decider';
import { Submissions } from './submissions';

const event = (streamId: string, streamVersion: number, type: string, data: unknown) => receivedEvent(type, streamId, streamVersion, data);

/** The in-memory store, remembering every document id written, so a test can read everything it holds. */
class InspectableStore implements ProjectionStore {
  private readonly inner = new InMemoryProjectionStore();
  private readonly written = new Map<string, { collection: ProjectionCollection<unknown>; ids: Set<string> }>();

  collection<T>(definition: CollectionDefinition<T>): ProjectionCollection<T> {
    const collection = this.inner.collection(definition);
    const ids = new Set<string>();
    this.written.set(definition.name, { collection: collection as ProjectionCollection<unknown>, ids });
    return {
      get: (id) => collection.get(id),
      findBy: (index, value) => collection.findBy(index, value),
      version: (id) => collection.version(id),
      apply: (id, version, evolve) => (ids.add(id), collection.apply(id, version, evolve)),
      put: (id, data) => (ids.add(id), collection.put(id, data)),
    };
  }

  /** Every live document of every collection, as stored text. */
  async everything(): Promise<string> {
    const docs = [...this.written.values()].flatMap(({ collection, ids }) => [...ids].map((id) => collection.get(id)));
    return JSON.stringify(await Promise.all(docs));
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

describe('submissions read model', () => {
  let store: InspectableStore;
  let submissions: Submissions;
  let ownerId: string;
  let linkId: string;
  const everyAnswer = async (owner: string, link: string) =>
    (await submissions.responsesPage({ ownerId: owner, linkId: link, minResponses: 1 }, { limit: 500 })).responses;
  const received = (
    submissionId: string,
    answers: Array<[responseId: string, response: string]>,
    extra: { respondentName?: string; submittedAt?: string } = {},
  ) =>
    event(submissionStreamId(submissionId), 1, 'submission.received', {
      submissionId,
      linkId,
      ownerId,
      submittedAt: '2026-01-01T10:00:00.000Z',
      ...extra,
      responses: answers.map(([responseId, response], i) => ({
        responseId,
        questionId: `q${i + 1}`,
        questionText: `Question ${i + 1}?`,
        response,
      })),
    });
  const later = (submissionId: string, version: number, type: string, data: object = {}) =>
    event(submissionStreamId(submissionId), version, type, { submissionId, linkId, ...data });
  const shown = async () => (await everyAnswer(ownerId, linkId)).map((r) => r.response);

  beforeEach(() => {
    store = new InspectableStore();
    submissions = new Submissions(store);
    ownerId = `owner-${randomUUID()}`;
    linkId = `link-${randomUUID()}`;
  });

  it("shows a link's answers to its owner only, newest hour first, one hour's submissions not in the order they came", async () => {
    const storedFirst = received('s0', [['r0', 'Same moment, stored first']], { submittedAt: '2026-01-01T10:00:00.000Z' });
    await submissions.apply(
      received(
        's1',
        [
          ['r1', 'Keep the demos'],
          ['r2', 'Shorter standups'],
        ],
        { respondentName: 'Sam', submittedAt: '2026-01-01T10:40:12.345Z' },
      ),
    );
    await submissions.apply(received('s2', [['r3', 'More pairing']], { submittedAt: '2026-01-02T10:00:00.000Z' }));
    await submissions.apply(storedFirst);
    const list = await everyAnswer(ownerId, linkId);
    expect(list.map((r) => r.response)).toEqual(['More pairing', 'Same moment, stored first', 'Keep the demos', 'Shorter standups']);
    expect(list[2]).toEqual({
      id: 'r1',
      submissionId: 's1',
      response: 'Keep the demos',
      question: { id: 'q1', text: 'Question 1?' },
      respondentName: 'Sam',
      submittedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(list[0]).not.toHaveProperty('respondentName');
    expect(await everyAnswer('someone-else', linkId)).toEqual([]);
    expect((await submissions.submissionIdsOfLink(linkId)).sort()).toEqual(['s0', 's1', 's2']);
    expect(await submissions.submissionOfResponse('r3')).toBe('s2');
  });

  it('a deleted answer disappears from every read, and a redelivered event changes nothing', async () => {
    const events = [
      received('s1', [
        ['r1', 'Keep the demos'],
        ['r2', 'Shorter standups'],
      ]),
      later('s1', 2, 'submission.response-deleted', { responseId: 'r1' }),
    ];
    for (const e of events) await submissions.apply(e);
    const before = await everyAnswer(ownerId, linkId);
    for (const e of [...events].reverse()) await submissions.apply(e);
    expect(await everyAnswer(ownerId, linkId)).toEqual(before);
    expect(await shown()).toEqual(['Shorter standups']);
    expect(await submissions.submissionOfResponse('r1')).toBeUndefined();
    expect(await submissions.submissionOfResponse('r2')).toBe('s1');
  });

  it('an erased submission is gone from every read and every collection, and a late redelivery cannot bring it back', async () => {
    const first = received('s1', [['r1', 'The secret complaint']], { respondentName: 'Kim' });
    await submissions.apply(first);
    await submissions.apply(received('s2', [['r2', 'Another answer']]));
    await submissions.apply(later('s1', 2, 'submission.erased'));
    await submissions.apply(first);
    expect(await shown()).toEqual(['Another answer']);
    expect(await submissions.submissionIdsOfLink(linkId)).toEqual(['s2']);
    expect(await submissions.submissionOfResponse('r1')).toBeUndefined();
    const stored = await store.everything();
    expect(stored).not.toContain('The secret complaint');
    expect(stored).not.toContain('Kim');
    expect(stored).toContain('Another answer');
  });

  it('keeps folding a submission past an event type it does not read', async () => {
    await submissions.apply(
      received('s1', [
        ['r1', 'Keep the demos'],
        ['r2', 'Shorter standups'],
      ]),
    );
    await submissions.apply(later('s1', 2, 'submission.refused', { linkId, kind: 'threat' }));
    await submissions.apply(later('s1', 3, 'submission.response-deleted', { responseId: 'r2' }));
    expect(await shown()).toEqual(['Keep the demos']);
  });

  it('remembers deleted links, once however often the event arrives, and ignores other link events', async () => {
    const deleted = event(`link-stream-${linkId}`, 3, 'link.deleted', { linkId, ownerId, shortCode: 'abc' });
    await submissions.apply(event(`link-stream-${linkId}`, 2, 'link.updated', { linkId, ownerId, title: 'Retro', questions: [] }));
    expect(await submissions.isLinkDeleted(linkId)).toBe(false);
    await submissions.apply(deleted);
    await submissions.apply(deleted);
    expect(await submissions.isLinkDeleted(linkId)).toBe(true);
    expect(await submissions.isLinkDeleted('another-link')).toBe(false);
  });
});

import { uuidGenerator } from '@pill/platform/clock';
import type { DomainError } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { receivedEvent } from '@pill/platform/testing/stored-events';
import { TOPICS } from '@pill/proto/topics';
import { SqliteEventStore } from '@pill/platform/event-store/sqlite-event-store';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { Links } from '../read-model/links';
import { QuestionLibrary } from '../read-model/question-library';
import { CreateLink, CreateLinkHandler, UpdateLink, UpdateLinkHandler } from './link-commands';
import { QuestionResolver } from './question-resolver';

const clock = { now: () => new Date('2026-01-01T10:00:00.000Z') };
const questionEvent = (streamId: string, streamVersion: number, type: string, data: object) =>
  receivedEvent(type, streamId, streamVersion, data, TOPICS.question);
const defaults = questionEvent('question-defaults', 1, 'question.defaults-published', {
  createdAt: '2025-06-28T00:00:00.000Z',
  questions: [
    { questionId: 'default-general-1', text: 'What should I keep doing?', subtext: 'Something you would miss.', category: 'general' },
    { questionId: 'default-general-2', text: 'What should I start or stop doing?', category: 'general' },
  ],
});

/** The link service alone: no question service, no transport; question facts arrive only as events. */
describe('creating a link from the projected question library', () => {
  let store: SqliteEventStore;
  let library: QuestionLibrary;
  let create: CreateLinkHandler;
  let update: UpdateLinkHandler;
  const ownerId = 'alice';
  const library$ = (version: number, type: string, data: object) =>
    library.apply(questionEvent(`question-library-${ownerId}`, version, type, { ownerId, ...data }));
  const body = (questionIds: string[], title = 'Retro') => ({ title, subtitle: undefined, questionIds });
  const createdAt = '2026-01-01T00:00:00.000Z';

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    const projections = new InMemoryProjectionStore();
    const links = new Links(projections);
    library = new QuestionLibrary(projections);
    const streams = new EventSourcedStreams(store, clock, uuidGenerator);
    streams.afterAppend(async (events) => {
      for (const e of events) await links.apply(e);
    });
    const resolver = new QuestionResolver(library);
    resolver.waitMs = 0;
    create = new CreateLinkHandler(streams, links, resolver, clock, uuidGenerator);
    update = new UpdateLinkHandler(streams, links, resolver, clock);
    await library.apply(defaults);
  });
  afterEach(() => store.close());

  it('snapshots default questions as published, in the chosen order', async () => {
    const link = await create.execute(new CreateLink(ownerId, 'Alice', body(['default-general-2', 'default-general-1'])));
    expect(link.questions).toEqual([
      { questionId: 'default-general-2', text: 'What should I start or stop doing?' },
      { questionId: 'default-general-1', text: 'What should I keep doing?', subtext: 'Something you would miss.' },
    ]);
  });

  it("uses the owner's own version of a default and their own questions, and refuses hidden or unknown ones", async () => {
    await library$(1, 'question.updated', {
      questionId: 'default-general-1',
      text: 'What should we keep?',
      category: 'general',
      isDefault: true,
    });
    await library$(2, 'question.created', { questionId: 'mine', text: 'Mine?', category: 'rituals', createdAt });
    await library$(3, 'question.deleted', { questionId: 'default-general-2', isDefault: true });
    const link = await create.execute(new CreateLink(ownerId, undefined, body(['default-general-1', 'mine'])));
    expect(link.questions.map((q) => q.text)).toEqual(['What should we keep?', 'Mine?']);
    for (const questionIds of [['default-general-2'], ['someone-elses']]) {
      const error = (await create.execute(new CreateLink(ownerId, undefined, body(questionIds))).catch((e: unknown) => e)) as DomainError;
      expect(error.code).toBe('VALIDATION');
    }
    const other = (await create.execute(new CreateLink('bob', undefined, body(['mine']))).catch((e: unknown) => e)) as DomainError;
    expect(other.code).toBe('VALIDATION');
  });

  it('keeps a question already on the link when it is edited later, even once deleted from the library', async () => {
    await library$(1, 'question.created', { questionId: 'mine', text: 'Mine?', category: 'general', createdAt });
    const link = await create.execute(new CreateLink(ownerId, undefined, body(['mine'])));
    await library$(2, 'question.deleted', { questionId: 'mine', isDefault: false });
    const updated = await update.execute(new UpdateLink(ownerId, link.id, body(['mine', 'default-general-2'], 'Renamed')));
    expect(updated.questions.map((q) => q.questionId)).toEqual(['mine', 'default-general-2']);
  });

  it('waits a moment for a question written just before the link', async () => {
    const resolver = new QuestionResolver(library);
    const pending = resolver.snapshots(ownerId, ['late']);
    await library$(1, 'question.created', { questionId: 'late', text: 'Late?', category: 'general', createdAt });
    expect(await pending).toEqual([{ questionId: 'late', text: 'Late?' }]);
  });
});

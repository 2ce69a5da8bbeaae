import { randomUUID } from 'node:crypto';
import { receivedEvent } from '@pill/platform/testing/stored-events';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { DEFAULT_QUESTIONS } from '../defaults/default-questions';
import { libraryStreamId } from '../domain/question-library.decider';
import { OwnerLibraries } from './owner-libraries';

describe('owner libraries read model', () => {
  let libraries: OwnerLibraries;
  let ownerId: string;
  const event = (streamVersion: number, type: string, data: object) =>
    receivedEvent(type, libraryStreamId(ownerId), streamVersion, { ownerId, ...data });
  const custom = (version: number, questionId: string, text: string, createdAt: string, category = 'general') =>
    event(version, 'question.created', { questionId, text, category, createdAt });
  const ids = async (owner = ownerId) => (await libraries.visible(owner)).map((q) => q.id);

  beforeEach(() => {
    libraries = new OwnerLibraries(new InMemoryProjectionStore());
    ownerId = `owner-${randomUUID()}`;
  });

  it("shows the defaults, then the owner's own questions by creation date, with their own categories last", async () => {
    await libraries.apply(custom(1, 'late', 'Late?', '2026-01-02T00:00:00.000Z', 'rituals'));
    await libraries.apply(custom(2, 'early', 'Early?', '2026-01-01T00:00:00.000Z', 'agile'));
    expect(await ids()).toEqual([...DEFAULT_QUESTIONS.map((q) => q.id), 'early', 'late']);
    expect((await libraries.visible(ownerId)).at(-1)).toMatchObject({ id: 'late', text: 'Late?', category: 'rituals', isDefault: false });
    expect((await libraries.categories(ownerId)).slice(-2)).toEqual(['agile', 'rituals']);
    expect(await ids('someone-else')).toEqual(DEFAULT_QUESTIONS.map((q) => q.id));
  });

  it("keeps the owner's edit of a default, and a redelivered event changes nothing", async () => {
    const events = [
      event(1, 'question.updated', { questionId: 'default-general-1', text: 'What should we keep?', category: 'session', isDefault: true }),
      custom(2, 'mine', 'Mine?', '2026-01-01T00:00:00.000Z'),
      event(3, 'question.updated', {
        questionId: 'mine',
        text: 'Mine, edited?',
        subtext: 'Take your time',
        category: 'general',
        isDefault: false,
      }),
    ];
    for (const e of events) await libraries.apply(e);
    const after = await libraries.visible(ownerId);
    expect(after.find((q) => q.id === 'default-general-1')).toMatchObject({
      text: 'What should we keep?',
      category: 'session',
      isDefault: true,
    });
    expect(after.at(-1)).toMatchObject({ id: 'mine', text: 'Mine, edited?', subtext: 'Take your time' });
    for (const e of [...events].reverse()) await libraries.apply(e);
    expect(await libraries.visible(ownerId)).toEqual(after);
  });

  it('a deleted question disappears from the library and its categories, and a late redelivery cannot bring it back', async () => {
    const created = custom(1, 'gone', 'Gone?', '2026-01-01T00:00:00.000Z', 'rituals');
    await libraries.apply(created);
    await libraries.apply(event(2, 'question.deleted', { questionId: 'gone', isDefault: false }));
    await libraries.apply(event(3, 'question.deleted', { questionId: 'default-style-2', isDefault: true }));
    await libraries.apply(created);
    expect(await ids()).not.toContain('gone');
    expect(await ids()).not.toContain('default-style-2');
    expect(await libraries.categories(ownerId)).not.toContain('rituals');
  });
});

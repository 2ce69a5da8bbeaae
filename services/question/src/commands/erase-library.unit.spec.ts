import { fold } from '@pill/platform/event-sourcing/decider';
import { withoutOwnerWords } from './erase-library';
import { questionLibrary, visibleQuestions, type LibraryCommand, type LibraryEvent } from '../domain/question-library.decider';

const AT = '2025-06-28T00:00:00.000Z';
const given = (...events: LibraryEvent[]) => fold(questionLibrary, events);
const decide = (events: LibraryEvent[], command: LibraryCommand) => questionLibrary.decide(command, given(...events));
const own = { text: 'Did my stand-up at Acme help?', subtext: 'Be specific', category: 'acme-rituals' };

describe("erasing a deleted account's question library", () => {
  const history = (): LibraryEvent[] => [
    ...decide([], { type: 'create', ownerId: 'o', questionId: 'mine', question: own, createdAt: '2026-01-02T00:00:00.000Z' }),
    ...decide([], { type: 'update', ownerId: 'o', questionId: 'default-general-1', question: own }),
    ...decide([], { type: 'delete', ownerId: 'o', questionId: 'default-style-2' }),
  ];

  it("deletes the owner's questions and puts their edited defaults back in the defaults' words", () => {
    const before = history();
    const erased = [...before, ...decide(before, { type: 'erase', ownerId: 'o' })];
    const visible = visibleQuestions(given(...erased), AT);
    expect(visible.map((q) => q.id)).not.toContain('mine');
    expect(visible.find((q) => q.id === 'default-general-1')?.text).toBe('What should I keep doing?');
    expect(JSON.stringify(visible)).not.toMatch(/Acme|acme/);
  });

  it('decides nothing more when the erasure is delivered again', () => {
    const before = history();
    const erased = [...before, ...decide(before, { type: 'erase', ownerId: 'o' })];
    expect(decide(erased, { type: 'erase', ownerId: 'o' })).toEqual([]);
  });

  it("leaves no word of the owner's in the stored events, only the defaults' own wording", () => {
    const before = history();
    const stored = [...before, ...decide(before, { type: 'erase', ownerId: 'o' })].map((e) => ({ ...e, data: withoutOwnerWords(e) }));
    expect(JSON.stringify(stored)).not.toMatch(/Acme|acme|Be specific/);
    expect(JSON.stringify(stored)).toContain('What should I keep doing?');
  });
});

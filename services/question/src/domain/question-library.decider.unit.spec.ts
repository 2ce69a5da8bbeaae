import { fold } from '@pill/platform/event-sourcing/decider';
import { questionLibrary, visibleQuestions, type LibraryCommand, type LibraryEvent } from './question-library.decider';

const AT = '2025-06-28T00:00:00.000Z';
const given = (...events: LibraryEvent[]) => fold(questionLibrary, events);
const decide = (events: LibraryEvent[], command: LibraryCommand) => questionLibrary.decide(command, given(...events));
const fields = { text: 'How was the demo?', subtext: undefined, category: 'session' };

describe('question library rules', () => {
  it('shows every default until the owner edits or hides it', () => {
    const all = visibleQuestions(given(), AT);
    expect(all.every((q) => q.isDefault)).toBe(true);
    expect(all.find((q) => q.id === 'default-general-1')?.text).toBe('What should I keep doing?');
  });

  it("editing a default makes the owner's own version, still marked default, with the same id", () => {
    const edited = decide([], { type: 'update', ownerId: 'o', questionId: 'default-general-1', question: fields });
    expect(edited).toEqual([
      { type: 'question.updated', data: { ownerId: 'o', questionId: 'default-general-1', ...fields, isDefault: true } },
    ]);
    const q = visibleQuestions(given(...edited), AT).find((x) => x.id === 'default-general-1');
    expect(q).toMatchObject({ text: 'How was the demo?', category: 'session', isDefault: true });
  });

  it('deleting a default hides it; deleting it again is not found', () => {
    const hidden = decide([], { type: 'delete', ownerId: 'o', questionId: 'default-style-2' });
    expect(visibleQuestions(given(...hidden), AT).map((q) => q.id)).not.toContain('default-style-2');
    expect(() => decide(hidden, { type: 'delete', ownerId: 'o', questionId: 'default-style-2' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => decide(hidden, { type: 'update', ownerId: 'o', questionId: 'default-style-2', question: fields })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('creates, edits and deletes custom questions, listed after the defaults in creation order', () => {
    const a = decide([], { type: 'create', ownerId: 'o', questionId: 'a', question: fields, createdAt: '2026-01-02T00:00:00.000Z' });
    const b = decide(a, {
      type: 'create',
      ownerId: 'o',
      questionId: 'b',
      question: { text: 'B?', subtext: undefined, category: 'general' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const list = visibleQuestions(given(...a, ...b), AT);
    expect(list.slice(-2).map((q) => q.id)).toEqual(['b', 'a']);
    const edit = decide([...a, ...b], {
      type: 'update',
      ownerId: 'o',
      questionId: 'a',
      question: { text: 'A?', subtext: undefined, category: 'impact' },
    });
    expect(edit[0].data).toMatchObject({ isDefault: false, text: 'A?' });
    const gone = decide([...a, ...b, ...edit], { type: 'delete', ownerId: 'o', questionId: 'a' });
    expect(visibleQuestions(given(...a, ...b, ...edit, ...gone), AT).map((q) => q.id)).not.toContain('a');
    expect(() => decide([], { type: 'update', ownerId: 'o', questionId: 'never-created', question: fields })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});

import { checkLinkForm, DEFAULT_TITLE, defaultSelection, defaultSubtitle, moveQuestion, toggleQuestion } from './link-form';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `q${i + 1}`);

describe('question selection', () => {
  it('appends on select and removes on deselect', () => {
    expect(toggleQuestion(['q1'], 'q2')).toEqual({ selected: ['q1', 'q2'], limitReached: false });
    expect(toggleQuestion(['q1', 'q2', 'q3'], 'q2')).toEqual({ selected: ['q1', 'q3'], limitReached: false });
  });

  it('refuses an eleventh question', () => {
    const result = toggleQuestion(ids(10), 'q11');
    expect(result.limitReached).toBe(true);
    expect(result.selected).toEqual(ids(10));
  });

  it('still lets a full form drop a question', () => {
    expect(toggleQuestion(ids(10), 'q10')).toEqual({ selected: ids(9), limitReached: false });
  });

  it('swaps neighbours, never moving the first up or the last down', () => {
    expect(moveQuestion(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('preselects the first two general questions', () => {
    const questions = [
      { id: 'l1', category: 'leadership' },
      { id: 'g1', category: 'general' },
      { id: 'g2', category: 'general' },
      { id: 'g3', category: 'general' },
    ];
    expect(defaultSelection(questions)).toEqual(['g1', 'g2']);
    expect(defaultSelection([{ id: 'x', category: 'style' }])).toEqual([]);
  });
});

describe('create form defaults', () => {
  it('has the default title and a subtitle naming the owner', () => {
    expect(DEFAULT_TITLE).toBe('Speak Freely - Your Feedback Matters!');
    expect(defaultSubtitle('Ada')).toBe('This form is for providing Ada with your open and honest feedback.');
    expect(defaultSubtitle(undefined)).toBe('This form is for providing someone with your open and honest feedback.');
  });
});

describe('checkLinkForm', () => {
  it('needs a title after trimming', () => {
    expect(checkLinkForm({ title: '   ', subtitle: '', selected: ['q1'], minResponses: '3' })).toEqual({
      ok: false,
      message: 'Please enter a title for your feedback link.',
    });
  });

  it('needs at least one question', () => {
    expect(checkLinkForm({ title: 'Team retro', subtitle: '', selected: [], minResponses: '3' })).toEqual({
      ok: false,
      message: 'Please select at least one question.',
    });
  });

  it('trims title and subtitle and keeps the chosen order', () => {
    expect(checkLinkForm({ title: '  Team retro ', subtitle: ' Be honest ', selected: ['q3', 'q1'], minResponses: ' 3 ' })).toEqual({
      ok: true,
      body: { title: 'Team retro', subtitle: 'Be honest', questionIds: ['q3', 'q1'], minResponses: 3 },
    });
  });

  it('needs a threshold from 1 to 50, a whole number, and says so next to its field', () => {
    const form = { title: 'Team retro', subtitle: '', selected: ['q1'] };
    for (const typed of ['0', '51', '2.5', '', 'three', '-1']) {
      expect(checkLinkForm({ ...form, minResponses: typed })).toEqual({
        ok: false,
        message: 'The minimum number of responses must be a whole number from 1 to 50.',
        field: 'minResponses',
      });
    }
    expect(checkLinkForm({ ...form, minResponses: '50' })).toMatchObject({ ok: true, body: { minResponses: 50 } });
    expect(checkLinkForm({ ...form, minResponses: '1' })).toMatchObject({ ok: true, body: { minResponses: 1 } });
  });
});

import { checkQuestionDraft, groupByCategory } from './question-form';

describe('checkQuestionDraft', () => {
  it('needs text and a category after trimming', () => {
    expect(checkQuestionDraft({ text: ' ', subtext: '', category: 'general', newCategory: '' })).toEqual({
      ok: false,
      message: 'Please fill in all fields.',
    });
    expect(checkQuestionDraft({ text: 'How do I run meetings?', subtext: '', category: '', newCategory: '  ' })).toEqual({
      ok: false,
      message: 'Please fill in all fields.',
    });
  });

  it('prefers a typed new category and sends subtext only when given', () => {
    expect(checkQuestionDraft({ text: ' How do I run meetings? ', subtext: ' ', category: 'general', newCategory: ' meetings ' })).toEqual({
      ok: true,
      body: { text: 'How do I run meetings?', category: 'meetings' },
    });
    expect(checkQuestionDraft({ text: 'Q', subtext: ' be specific ', category: 'style', newCategory: '' })).toEqual({
      ok: true,
      body: { text: 'Q', subtext: 'be specific', category: 'style' },
    });
  });
});

describe('groupByCategory', () => {
  it('keeps the order categories first appear in', () => {
    const groups = groupByCategory([
      { id: '1', category: 'style' },
      { id: '2', category: 'general' },
      { id: '3', category: 'style' },
    ]);
    expect(groups.map(([c, list]) => [c, list.length])).toEqual([
      ['style', 2],
      ['general', 1],
    ]);
  });
});

import { buildSubmission, pickPromoLine, PROMO_LINES, setAnswer } from './answers';

describe('answers', () => {
  it('adds an entry, then replaces it when edited', () => {
    const once = setAnswer([], 'q1', 'Good');
    const twice = setAnswer(once, 'q1', 'Very good');
    expect(twice).toEqual([{ questionId: 'q1', response: 'Very good' }]);
    expect(setAnswer(twice, 'q2', 'Fine')).toHaveLength(2);
  });
});

describe('buildSubmission', () => {
  it('needs one non-blank answer', () => {
    expect(buildSubmission([{ questionId: 'q1', response: '   ' }], '')).toEqual({
      ok: false,
      description: 'Please provide feedback in at least one field before submitting.',
    });
  });

  it('drops empty answers and omits an empty name', () => {
    const check = buildSubmission(
      [
        { questionId: 'q1', response: '' },
        { questionId: 'q2', response: ' Listens well ' },
      ],
      '   ',
    );
    expect(check).toEqual({ ok: true, body: { responses: [{ questionId: 'q2', response: 'Listens well' }] } });
  });

  it('trims and keeps a given name', () => {
    const check = buildSubmission([{ questionId: 'q1', response: 'Hi' }], '  Sam ');
    expect(check).toMatchObject({ ok: true, body: { respondentName: 'Sam' } });
  });

  it('refuses an answer over 2000 characters', () => {
    expect(buildSubmission([{ questionId: 'q1', response: 'x'.repeat(2001) }], '')).toMatchObject({
      ok: false,
      description: 'Please keep each response under 2000 characters.',
      questionId: 'q1',
    });
    expect(buildSubmission([{ questionId: 'q1', response: 'x'.repeat(2000) }], '')).toMatchObject({ ok: true });
  });

  it('refuses a name over 100 characters', () => {
    expect(buildSubmission([{ questionId: 'q1', response: 'ok' }], 'n'.repeat(101))).toMatchObject({
      ok: false,
      description: 'Please keep your name under 100 characters.',
      respondentName: true,
    });
  });
});

describe('pickPromoLine', () => {
  it('picks each of the three lines across the range', () => {
    expect(new Set([0, 0.34, 0.67, 0.999].map(pickPromoLine))).toEqual(new Set(PROMO_LINES));
    expect(PROMO_LINES).toHaveLength(3);
  });
});

import { checkClosing, closingValuesOf, toLocalInput } from './closing-fields';

const now = new Date('2026-05-01T12:00:00.000Z');

describe('checkClosing', () => {
  it('sends empty fields as null, which means no rule', () => {
    expect(checkClosing({ maxResponses: '', closesAt: '' }, now)).toEqual({ ok: true, body: { maxResponses: null, closesAt: null } });
  });

  it('takes a whole number of at least 1 and a future time', () => {
    const closesAt = toLocalInput('2026-06-01T08:30:00.000Z');
    expect(checkClosing({ maxResponses: ' 40 ', closesAt }, now)).toEqual({
      ok: true,
      body: { maxResponses: 40, closesAt: '2026-06-01T08:30:00.000Z' },
    });
  });

  it('says what is wrong with each field', () => {
    const past = toLocalInput('2026-05-01T11:00:00.000Z');
    expect(checkClosing({ maxResponses: '0', closesAt: past }, now)).toEqual({
      ok: false,
      errors: {
        maxResponses: 'The response limit must be a whole number of at least 1.',
        closesAt: 'Please choose a closing time in the future.',
      },
    });
    expect(checkClosing({ maxResponses: '2.5', closesAt: '' }, now)).toMatchObject({ ok: false });
  });

  it('keeps a saved closing time that has since passed, as it was', () => {
    const saved = '2026-04-01T10:00:30.000Z';
    const values = closingValuesOf({ closesAt: saved, maxResponses: 3 });
    expect(values.maxResponses).toBe('3');
    expect(checkClosing(values, now, { closesAt: saved })).toEqual({ ok: true, body: { maxResponses: 3, closesAt: saved } });
  });
});

import { SignUpBody, User } from './auth';
import { Owner } from './common';
import { MESSAGES } from './limits';
import { LinkBody } from './link';
import { QuestionBody } from './question';
import { SubmissionBody } from './submission';

type Parsed = { error?: { issues: Array<{ message: string }> } };
const firstMessage = (result: Parsed) => result.error?.issues[0]?.message;
const link = (fields: Record<string, unknown>) => LinkBody.safeParse({ questionIds: ['q1'], ...fields });
const question = (fields: Record<string, unknown>) => QuestionBody.safeParse({ category: 'general', ...fields });
const answer = (response: string, respondentName?: string) =>
  SubmissionBody.safeParse({ responses: [{ questionId: 'q1', response }], respondentName });
const signUp = (fields: Record<string, unknown>) =>
  SignUpBody.safeParse({ name: 'Ada', email: 'a@x.io', password: 'long enough words', ...fields });

describe('text typed into any field', () => {
  it('refuses NUL and lone surrogates, naming the field', () => {
    expect(firstMessage(link({ title: 'Team\u0000' }))).toMatch(/^The title contains a character/);
    expect(firstMessage(link({ title: 'Fine', subtitle: 'cut emoji \uD83D' }))).toMatch(/^The subtitle /);
    expect(firstMessage(question({ text: 'Why\u0000?' }))).toMatch(/^The question /);
    expect(firstMessage(answer('half \uDE00 an emoji'))).toMatch(/^The answer /);
    expect(firstMessage(answer('Fine', 'Ada\u0000'))).toMatch(/^The name /);
    expect(firstMessage(signUp({ password: 'long enough\u0000 words' }))).toMatch(/^The password /);
  });

  it('keeps whole emoji, accents and joined scripts as typed', () => {
    const title = 'Équipe 👩‍💻 می‌خواهم 😀';
    expect(link({ title }).data?.title).toBe(title);
    expect(answer('Great 👍🏽').data?.responses[0]?.response).toBe('Great 👍🏽');
  });
});

describe('names and titles', () => {
  it('lose bidi controls and zero-width characters', () => {
    expect(link({ title: 'Pay\u202Eevil\u202C \u200Breview\uFEFF' }).data?.title).toBe('Payevil review');
    expect(answer('Fine', '\u202Egnp.exe\u200B Ada').data?.respondentName).toBe('gnp.exe Ada');
    const parsed = question({ text: '\u2066Why?\u2069', subtext: '\u200D', category: 'gen\u200Beral' });
    expect(parsed.data).toEqual({ text: 'Why?', subtext: undefined, category: 'general' });
    expect(signUp({ name: 'Ada\u202E' }).data?.name).toBe('Ada');
  });

  it('count as blank when nothing visible is left', () => {
    expect(firstMessage(link({ title: '\u200B' }))).toBe(MESSAGES.titleRequired);
    expect(firstMessage(link({ title: ' \u2800\u3164\u00AD ' }))).toBe(MESSAGES.titleRequired);
    expect(firstMessage(question({ text: '\u200B\u200D' }))).toBe(MESSAGES.questionFieldsRequired);
    expect(answer('Fine', '\u200B\u202E').data?.respondentName).toBeUndefined();
  });

  it('shown for an owner come from an identity provider cleaned, never refused', () => {
    expect(Owner.parse({ ownerId: 'o1', ownerName: '\u202EAda\u0000' }).ownerName).toBe('Ada');
    expect(User.parse({ id: 'u1', firstName: 'Ada\u200B' }).firstName).toBe('Ada');
  });
});

describe('answers', () => {
  it('with nothing visible are blank, so the form asks for feedback', () => {
    expect(answer('\u200B \u200D').data?.responses[0]?.response).toBe('');
    expect(answer(' fine ').data?.responses[0]?.response).toBe(' fine ');
  });
});

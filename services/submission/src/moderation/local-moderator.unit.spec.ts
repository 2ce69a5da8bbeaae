import { LocalModerator } from './local-moderator';
import { REFUSAL_MESSAGES } from './refusal-messages';

/**
 * How the moderator behaves, on clear cases of each kind. How well it reads harm is measured on
 * labelled sets by `npm run eval:moderation` (services/submission/eval), not here.
 */
const moderator = new LocalModerator();

const CLEAR = [
  ['I will find where you live and hurt you and your family.', 'threat'],
  ['I hope someone runs you over in the car park.', 'violence'],
  ['Do everyone a favour and kill yourself.', 'self_harm'],
  ['Go back to your country, you filthy immigrant.', 'hate'],
  ["You're a fucking moron and everyone laughs at you.", 'harassment'],
  ['Send me nudes and I might listen to your ideas.', 'sexual'],
  // Told in words, with no number or street pattern for the rule layer to find.
  ['The supervisor lives in the end cottage past the Red Lion, the one with the blue door.', 'personal_details'],
] as const;

const HONEST = [
  'He said he would kill me if I reported him. I am scared.',
  'My manager shouts at people in meetings.',
  'This deadline is killing me, but the team is great.',
  "I've had panic attacks before every shift since the restructure.",
  'The rota is a joke and everyone knows it.',
  'You killed it on stage at the conference!',
];

describe('LocalModerator', () => {
  it.each(CLEAR)('refuses %s as %s, with that kind’s message', async (text, kind) => {
    await expect(moderator.check([text])).resolves.toEqual({ allowed: false, kind, index: 0, message: REFUSAL_MESSAGES[kind] });
  });

  it.each(HONEST)('lets through: %s', async (text) => {
    await expect(moderator.check([text])).resolves.toEqual({ allowed: true });
  });

  it('shows a message the form can display, without repeating the offending words', async () => {
    const verdict = await moderator.check(['you are a worthless piece of shit']);
    expect(verdict.allowed).toBe(false);
    if (verdict.allowed) return;
    expect(verdict.message).toMatch(/rephrase/);
    expect(verdict.message.toLowerCase()).not.toContain('shit');
    expect(verdict.message.toLowerCase()).not.toContain('worthless');
  });

  it('refuses when any one answer is harmful, naming it, and allows a form of honest answers', async () => {
    expect(await moderator.check(['Great sprint planning.', '', 'I will kill you'])).toMatchObject({ allowed: false, index: 2 });
    expect(await moderator.check(HONEST)).toEqual({ allowed: true });
  });

  it('allows an empty submission', async () => {
    expect(await moderator.check([])).toEqual({ allowed: true });
    expect(await moderator.check(['', '   '])).toEqual({ allowed: true });
  });

  it('lets names through', async () => {
    expect(await moderator.check(['Good sprint.', 'Kim'])).toEqual({ allowed: true });
    expect(await moderator.check(['Good sprint.', 'Priya Patel'])).toEqual({ allowed: true });
    expect(await moderator.check(['Good sprint.', 'Bobexe.gnp'])).toEqual({ allowed: true });
  });

  it('is deterministic', async () => {
    for (const text of ['you are an idiot', 'he was drunk at the offsite']) {
      expect(await moderator.check([text])).toEqual(await moderator.check([text]));
    }
  });
});

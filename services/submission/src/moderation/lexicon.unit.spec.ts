import { LocalModerator, MODERATION_REFUSAL_MESSAGE } from './local-moderator';
import { REFUSAL_MESSAGES } from './refusal-messages';

const moderator = new LocalModerator();
const verdictOf = (text: string) => moderator.check([text]);

describe('LocalModerator lexicon layer', () => {
  it.each(['go back home, paki', 'you are a sp@stic', 'Typical k*ke behaviour', 'n**ger', 'spics everywhere', 'what a ch1nk', 'that tr4nny'])(
    'refuses a slur as hate: %s',
    async (text) => {
      await expect(verdictOf(text)).resolves.toEqual({ allowed: false, kind: 'hate', index: 0, message: REFUSAL_MESSAGES.hate });
    },
  );

  it.each([
    "you're a fucking idiot",
    'You are a twat',
    'you tw@t',
    'what a pr1ck',
    'he is such an asshole',
    'my manager is a total dick to the juniors',
    'good job, dickhead',
    'Bitch.',
    'u r a c*nt',
  ])('refuses profanity aimed at a person: %s', async (text) => {
    await expect(verdictOf(text)).resolves.toEqual({ allowed: false, kind: 'harassment', index: 0, message: MODERATION_REFUSAL_MESSAGE });
  });

  it.each([
    'this fucking printer jams daily',
    'the rota is shit',
    'What the fuck was that reorg?',
    'the deploy was a bitch',
    'stop bitching about the rota',
    'kiss my ass',
    'He called me a bitch in front of everyone',
    'Moby Dick is my favourite book',
    'Dick',
    'Thanks, Dick.',
    'Tell Dickson I said hi',
    'the cock-up with payroll',
    'There is a chink in the armour of our launch plan.',
    'the flame retardant supplier was late',
    'Keep the kitchen spick and span',
    'Our Pakistani colleagues were left out',
    'Scunthorpe branch',
    'Montenegro and Essex offices',
  ])('lets through: %s', async (text) => {
    await expect(verdictOf(text)).resolves.toEqual({ allowed: true });
  });
});

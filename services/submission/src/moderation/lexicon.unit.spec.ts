import { lexiconKind } from './lexicon';
import { readAnswer } from './normalize';
import { isReport } from './reported-speech';

/** The lexicon layer alone, on the text as the moderator reads it. */
const verdictOf = async (text: string) => {
  const { variants } = readAnswer(text);
  return lexiconKind(variants, isReport(variants));
};

describe('LocalModerator lexicon layer', () => {
  it.each([
    'go back home, paki',
    'you are a sp@stic',
    'Typical k*ke behaviour',
    'n**ger',
    'spics everywhere',
    'what a ch1nk',
    'that tr4nny',
  ])('refuses a slur as hate: %s', async (text) => {
    await expect(verdictOf(text)).resolves.toBe('hate');
  });

  it.each([
    'You are a twat',
    'you tw@t',
    'what a pr1ck',
    'he is such an asshole',
    'my manager is a total dick to the juniors',
    'Bitch.',
    'fuck you',
    'F*ck you',
    'f u c k  y o u',
    'Go fuck yourself',
    'STFU',
    'Shut the fuck up in meetings',
  ])('refuses profanity aimed at a person: %s', async (text) => {
    await expect(verdictOf(text)).resolves.toBe('harassment');
  });

  it.each([
    'A man shouted "dyke" at my friend and me as we left the venue.',
    "The team leader called me 'retarded' for forgetting a password.",
  ])('lets a slur through when it is quoted in a report: %s', async (text) => {
    await expect(verdictOf(text)).resolves.toBeUndefined();
  });

  it.each([
    'this fucking printer jams daily',
    'The car park is a f***ing nightmare.',
    'the rota is shit',
    'What the fuck was that reorg?',
    'the deploy was a bitch',
    'stop bitching about the rota',
    'kiss my ass',
    'He called me a bitch in front of everyone',
    'He told me to fuck off when I asked for my break.',
    'She wrote "stfu" on the group chat, which was out of order.',
    'Who the fuck signed off this rota?',
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
    await expect(verdictOf(text)).resolves.toBeUndefined();
  });
});

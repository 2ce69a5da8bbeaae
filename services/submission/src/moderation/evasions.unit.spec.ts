import { LocalModerator, MODERATION_REFUSAL_MESSAGE } from './local-moderator';

const moderator = new LocalModerator();
const threat = { allowed: false, kind: 'threat', index: 0, message: MODERATION_REFUSAL_MESSAGE };

/** The same threat, dressed up to slip past a word list. */
const EVASIONS: Array<[string, string]> = [
  ['a left-to-right mark', 'I will ki\u200ell you'],
  ['a Mongolian vowel separator', 'I will ki\u180ell you'],
  ['a Hangul filler', 'I will ki\u3164ll you'],
  ['Hangul fillers for spaces', 'I\u3164will\u3164kill\u3164you'],
  ['tag characters', 'I will k\u{e0069}\u{e006c}ill you'],
  ['zero-width spaces', 'I will k\u200bi\u200bl\u200bl you'],
  ['capital I for l', 'I will kiII you'],
  ['spaced letters', 'I will k i l l you'],
  ['dotted letters', 'I will k.i.l.l you'],
  ['a digit for i', 'I will k1ll you'],
  ['a Cyrillic i', 'I will k\u0456ll you'],
  ['a masked letter', 'I will k*ll you'],
  ['stretched letters', 'I will kiiiiill you'],
];

describe('LocalModerator against evasions', () => {
  it.each(EVASIONS)('refuses a threat written with %s', async (_, text) => {
    await expect(moderator.check([text])).resolves.toEqual(threat);
  });

  /** Innocent text that shares letters or digits with something refused. */
  it.each([
    'call the office on extension 4021',
    'room 12 on level 3',
    'we finished 3-1',
    'the 2024 rota',
    'this fucking printer jams daily',
    'Scunthorpe branch',
    "the assassin's creed poster in the break room",
    "my manager's email reply took 3 days",
    'the cocktail evening and the therapist visit were good',
    'grape juice ran out again',
  ])('lets through: %s', async (text) => {
    await expect(moderator.check([text])).resolves.toEqual({ allowed: true });
  });
});

import { withSpokenDigits } from './spoken-digits';

describe('withSpokenDigits', () => {
  it.each([
    ['his number is oh seven seven double oh nine hundred five six one', 'his number is 07700900561'],
    ['ring 07911 one two three four five six', 'ring 07911123456'],
    ['call zero seven-nine-one-one, treble four, five six seven', 'call 07911444567'],
  ])('reads a number said in words: %s', (text, read) => {
    expect(withSpokenDigits(text)).toBe(read);
  });

  it.each([
    'one or two of us stayed late',
    'nine hundred people came, one in five left early',
    'we lost three nil and then two one',
    'the o in the logo is blurry',
  ])('leaves everyday counts alone: %s', (text) => {
    expect(withSpokenDigits(text)).toBe(text);
  });
});

/**
 * A phone number read out in words, as people type one to slip past a filter: "oh seven seven
 * double oh nine hundred five six one" becomes "07700900561". Only a run that makes at least
 * seven digits is rewritten, so "one or two of us" and "nine hundred people" stay as they are.
 */
export function withSpokenDigits(sentence: string): string {
  return sentence.replace(SPOKEN_RUN, (run) => {
    const digits = digitsOf(run);
    return digits.length >= MIN_DIGITS ? digits : run;
  });
}

const MIN_DIGITS = 7;
const DIGIT: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  nought: '0',
  nil: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const REPEAT: Record<string, number> = { double: 2, triple: 3, treble: 3 };
const WORD = `(?:${[...Object.keys(DIGIT), ...Object.keys(REPEAT), 'hundred', '\\d+'].join('|')})`;
// Words of a run may be parted by spaces, commas, dots or dashes: "seven-seven, double oh".
const SPOKEN_RUN = new RegExp(`\\b${WORD}(?:[\\s,.-]+${WORD})+\\b`, 'gi');

function digitsOf(run: string): string {
  let digits = '';
  let repeat = 1;
  for (const word of run.toLowerCase().split(/[\s,.-]+/)) {
    if (word in REPEAT) repeat = REPEAT[word];
    else if (word === 'hundred') digits += digits ? '00' : '';
    else {
      digits += (DIGIT[word] ?? word).repeat(repeat);
      repeat = 1;
    }
  }
  return digits;
}

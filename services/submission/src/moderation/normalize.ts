import { resolveConfusablesTransformer, resolveLeetSpeakTransformer } from 'obscenity';
import { expandContractions } from './contractions';

/** One answer as the moderation layers read it. */
export type Reading = {
  /** NFKC, nothing invisible, look-alike letters made Latin; case and digits kept for the personal details layer. */
  readable: string;
  /** Lower-cased spellings the word layers check: as written, decoded, joined and squeezed. */
  variants: string[];
  /**
   * Lower case, spaced letters joined, leet decoded, numbers as 0: the text as the classifier reads it; twice
   * when blank-looking letters may stand for nothing or for spaces.
   */
  plain: string[];
};

/**
 * Undoes what people do to slip a word past a filter: invisible characters, look-alike letters from
 * other scripts, digits and symbols for letters, spaced-out or stretched letters. Masked letters
 * ("f*ck", "k#ll") become "*", which the rules read as any one hidden letter.
 */
export function readAnswer(raw: string): Reading {
  const readings = [readable(raw, '')];
  if (BLANK_LETTER.test(raw)) readings.push(readable(raw, ' '));
  const bases = readings.map(lowerCased);
  const forms = new Set<string>();
  for (const base of bases) {
    const spaced = SPACED.test(base);
    for (const spelling of spellings(base)) {
      forms.add(spelling);
      if (spaced) forms.add(joinSpacedLetters(spelling, false)).add(joinSpacedLetters(spelling, true));
    }
  }
  return { readable: readings[0], variants: [...new Set([...forms].map(expandContractions))], plain: bases.map(forTheClassifier) };
}

/**
 * Spaced letters joined, leet between letters decoded, stretched letters squeezed ("diiie"), and
 * numbers as 0: they say nothing about harm, and a rare one lands the encoder somewhere odd.
 */
function forTheClassifier(base: string): string {
  const joined = SPACED.test(base) ? joinSpacedLetters(base, true) : base;
  const decoded = LEET_INSIDE.test(joined) ? decodeLeet(joined, 'i', LEET_INSIDE) : joined;
  const squeezed = RUN.test(decoded) ? decoded.replace(STRETCHED, squeeze) : decoded;
  return squeezed.replace(NUMBER, '0');
}

/** A stretched letter as English spells it: twice if words double it ("fulll"), else once ("diiie"). */
const squeeze = (run: string) => (SELDOM_DOUBLED.includes(run[0]) ? run[0] : run.slice(0, 2));
const SELDOM_DOUBLED = 'aihjkquvwxy';

/** As written; with dots, dashes and apostrophes inside words removed ("na-me"); squeezed ("youuu"); leet decoded. */
function spellings(base: string): string[] {
  const joined = base.replace(INNER_PUNCTUATION, '$1');
  const out = [base, joined];
  if (RUN.test(base)) out.push(base.replace(STRETCHED, '$1'));
  if (LEET.test(base)) out.push(decodeLeet(base, 'i'), decodeLeet(joined, 'i'), decodeLeet(base, 'l'));
  return out;
}

/** `blank` is what a blank-looking letter stands for: nothing inside a word, a space between words. */
function readable(raw: string, blank: string): string {
  const text = raw.replace(APOSTROPHES, "'").normalize('NFKC').replace(BLANK_LETTERS, blank).replace(INVISIBLE, '').replace(MARKS, '');
  return latinLookalikes(text).replace(ODD_SPACE, ' ').trim();
}

/** Lower case, masking symbols as "*" and runs cut to three; capital I after a small letter is an l. */
function lowerCased(text: string): string {
  const lower = text
    .replace(CAPITAL_I_FOR_L, (run) => run[0] + 'l'.repeat(run.length - 1))
    .toLowerCase()
    .replace(MASKS, '*');
  return RUN.test(lower) ? lower.replace(LONG_RUNS, '$1$1$1') : lower;
}

const confusables = resolveConfusablesTransformer();
const leet = resolveLeetSpeakTransformer();

/** Cyrillic, Greek and other letters drawn like Latin ones, read as Latin with obscenity's confusables table. */
function latinLookalikes(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // The table reads dotless ı as l; Unicode's confusables (UTS #39) and Turkish keyboards mean i.
    out += code < 0x80 ? char : code === 0x131 ? 'i' : String.fromCodePoint(confusables.transform(code) ?? code);
  }
  return out;
}

/** "y0u @re a m0r0n": digits and symbols inside words read as letters (obscenity's leet table). */
function decodeLeet(text: string, stroke: 'i' | 'l', symbols = LEET): string {
  return text.replace(WORD_WITH_SYMBOLS, (word) => {
    if (!symbols.test(word)) return word;
    let out = '';
    for (const char of word) {
      // "1", "|" and "!" are one stroke: the table reads i ("k1ll"), but they also stand for l ("ki11").
      const code = stroke === 'l' && STROKES.includes(char) ? 0x6c : (char.codePointAt(0) ?? 0);
      out += String.fromCodePoint(leet.transform(code) ?? code);
    }
    return out;
  });
}

/** Joins "k i l l"; with keepFirst, "a c u n t" becomes "a cunt", since "a" and "i" are words. */
function joinSpacedLetters(text: string, keepFirst: boolean): string {
  return text.replace(SPACED_LETTERS, (run) => {
    const letters = run.split(/[\s.\-_]+/);
    return keepFirst && letters.length > 3 ? `${letters[0]} ${letters.slice(1).join('')}` : letters.join('');
  });
}

// Format characters (bidi marks and isolates, zero-width characters, word joiner, BOM, soft hyphen,
// U+180E, tag characters) and everything else Unicode calls default-ignorable: nothing a reader sees.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
// Letters that draw a blank (Hangul fillers, the braille blank): slipped inside a word they hide it,
// put between words they pass for a space, so both readings are checked.
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;
const BLANK_LETTER = /[\u115f\u1160\u3164\uffa0\u2800]/u;
// Combining marks NFKC leaves alone: strike-throughs, stacked "zalgo" accents.
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\x00-\x7f]/;
// Runs of spaces and other white space; a single plain space is left alone, which is most of them.
const ODD_SPACE = /(?! )\s+| \s+/g;
const APOSTROPHES = /[\u2018\u2019\u201b\u02bc`\u00b4]/g;
// "kiII": a capital I after a small letter is an l in disguise; "In" and "IT" stay as they are.
const CAPITAL_I_FOR_L = /\p{Ll}I+/gu;
// Symbols people type over a letter to hide it; "*" is the one the rules read.
const MASKS = /[#•∗⁎✱✲✳]/g;
// Stretched letters still match the rules with three; longer runs only cost time. Most answers
// have no character three times in a row, and skip both replacements.
const RUN = /(.)\1\1/su;
const LONG_RUNS = /(.)\1{3,}/gsu;
const STRETCHED = /(\p{L})\1{2,}/gu;
const INNER_PUNCTUATION = /([\p{L}\p{N}])[.\-_']+(?=[\p{L}\p{N}])/gu;
const WORD_WITH_SYMBOLS = /[\p{L}\p{N}@$!|*]*[\p{L}\p{N}@$|*]/gu;
// "!" counts only before a letter ("sh!t"): after one it ends a sentence.
const LEET = /\p{L}[\p{N}@$|]|[\p{N}@$!|]\p{L}/u;
// For the classifier, only symbols between letters ("k1ll", "m0r0n"): "1:1s", "2nd" and "10am" stay.
const LEET_INSIDE = /\p{L}[\p{N}@$|!]+\p{L}/u;
const STROKES = '1|!';
const NUMBER = /\d+/g;
const SPACED_LETTERS = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$!|*][\s.\-_]+){2,}[\p{L}\p{N}@$!|*](?![\p{L}\p{N}])/gu;
const SPACED = new RegExp(SPACED_LETTERS.source, 'u');

/** Word start and end; the text is already normalised, so letters and digits are all that count. */
export const START = '(?<![\\p{L}\\p{N}])';
export const END = '(?![\\p{L}\\p{N}])';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// A masked word shows its first letter and one more: "k*ll", "f**k"; "s***" could be anything.
const TWO_LETTERS_SHOW = '(?=\\p{L}\\**\\p{L})';

/**
 * One word or phrase as a pattern tolerant of stretched letters ("kiiill") and of letters masked
 * with "*" ("k*ll", "f**k"): a mask is a hidden letter, so it matches in a letter's place rather
 * than being deleted.
 */
export function fuzzyWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length;) {
    const c = word[i];
    let n = 1;
    while (word[i + n] === c) n++;
    const times = n === 1 ? '+' : `{${n},}`;
    const firstOfWord = i === 0 || word[i - 1] === ' ';
    if (c === ' ') out += '\\s+';
    else if (!/[a-z]/.test(c)) out += escapeRegex(c.repeat(n));
    else if (firstOfWord) out += `${/[a-z]/.test(word[i + n] ?? '') ? TWO_LETTERS_SHOW : ''}${c}${times}`;
    else out += `[${c}*]${times}`;
    i += n;
  }
  return out;
}

/** Any of the words, as a non-capturing group. */
export const anyOf = (words: readonly string[]) => `(?:${words.map(fuzzyWord).join('|')})`;

/** Characters people swap in for a letter to dodge a word list. */
export const LOOKALIKES: Record<string, string> = {
  a: 'a4@',
  b: 'b8',
  e: 'e3',
  g: 'g96',
  i: 'i1!|',
  l: 'l1|',
  o: 'o0',
  s: 's5$z',
  t: 't7+',
};

/** Word start and end that also hold next to look-alike symbols such as "@" or "$". */
export const START = '(?<![\\p{L}\\p{N}])';
export const END = '(?![\\p{L}\\p{N}])';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const escapeClass = (s: string) => s.replace(/[\\\]^-]/g, '\\$&');

/** One word or phrase as a pattern tolerant of stretched letters ("kiiill") and look-alikes ("k1ll"). */
export function fuzzyWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; ) {
    const c = word[i];
    let n = 1;
    while (word[i + n] === c) n++;
    if (c === ' ') out += '\\s+';
    else if (/[a-z]/.test(c)) out += `[${escapeClass(LOOKALIKES[c] ?? c)}]${n === 1 ? '+' : `{${n},}`}`;
    else out += escapeRegex(c.repeat(n));
    i += n;
  }
  return out;
}

/** Any of the words, as a non-capturing group. */
export const anyOf = (words: readonly string[]) => `(?:${words.map(fuzzyWord).join('|')})`;

/** A Unicode-aware pattern matched anywhere in a normalized (lower-cased) text. */
export const rule = (source: string) => new RegExp(source, 'gu');

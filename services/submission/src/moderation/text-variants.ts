import { LOOKALIKES } from './fuzzy-words';

/** Lower-cases and strips accents, look-alike letters and invisible characters. */
export function normalizeForModeration(raw: string): string {
  const text = raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u0131\u0142\u00f8\u0111\u00df\u017f\u0370-\u03ff\u0400-\u04ff]/g, (c) => HOMOGLYPHS[c] ?? c)
    .replace(/[\u2018\u2019\u201b\u02bc`\u00b4]/g, "'")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return shortenRuns(text);
}

/**
 * The forms a text is checked in: as written; with dots or dashes inside words removed ("na-me");
 * with stretched letters squeezed ("youuu"); with leetspeak decoded ("m0r0n"); and each of those
 * with spaced-out letters joined ("k i l l"). Contractions are expanded last.
 */
export function moderationVariants(text: string): string[] {
  const base = normalizeForModeration(text);
  const stripped = base.replace(INNER_PUNCTUATION, '');
  const spellings = [base, stripped, squeezeRuns(base)];
  if (LEET_TOKEN.test(base)) spellings.push(decodeLeet(base), decodeLeet(stripped));
  const forms = spellings.flatMap((t) => [t, joinSpacedLetters(t, false), joinSpacedLetters(t, true)]);
  return [...new Set(forms.map((f) => expandContractions(shortenRuns(f))))];
}

/** Joins "k i l l"; with keepFirst, "a c u n t" becomes "a cunt", since "a" and "i" are words. */
function joinSpacedLetters(text: string, keepFirst: boolean): string {
  return text.replace(SPACED_LETTERS, (run) => {
    const letters = run.split(/[\s.\-_*]+/);
    return keepFirst && letters.length > 3 ? `${letters[0]} ${letters.slice(1).join('')}` : letters.join('');
  });
}

/** "fuckkkk youuuu" read as "fuck you". */
function squeezeRuns(text: string): string {
  return text.replace(/(\p{L})\1{2,}/gu, '$1');
}

/** "y0u @re a m0r0n" read as "you are a moron": digits and symbols inside words taken as letters. */
function decodeLeet(text: string): string {
  return text.replace(/[\p{L}\p{N}@$!|+]+/gu, (token) =>
    LEET_TOKEN.test(token) ? token.replace(/[0134578@$!|+]/g, (c) => LEET[c] ?? c) : token,
  );
}

// Stretched letters ("kiiiill", "$5$5$5") still match the rules with three; longer runs only cost time.
function shortenRuns(text: string): string {
  return LONG_RUNS.reduce((t, run) => t.replace(run, (r) => r.slice(0, 3)), text);
}

/** Expands the contractions and chat spellings the rules read ("im gonna" is "i am going to"). */
function expandContractions(text: string): string {
  return CONTRACTIONS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

const SPACED_LETTERS = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$!|][\s.\-_*]+){2,}[\p{L}\p{N}@$!|](?![\p{L}\p{N}])/gu;
const INNER_PUNCTUATION = /(?<=[\p{L}\p{N}@$!])[.\-_*'\u2019]+(?=[\p{L}\p{N}@$!])/gu;
const LEET_TOKEN = /\p{L}[\p{N}@$!|+]|[\p{N}@$!|+]\p{L}/u;
const LONG_RUNS = [
  /(.)\1{3,}/gsu,
  ...Object.values(LOOKALIKES).map((chars) => new RegExp(`[${chars.replace(/[\\\]^-]/g, '\\$&')}]{4,}`, 'gu')),
];

const LEET: Record<string, string> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't',
};

// Cyrillic, Greek and other letters that look like Latin ones and that NFKD leaves alone.
const HOMOGLYPHS: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ӏ: 'l', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o',
  ρ: 'p', τ: 't', υ: 'u', χ: 'x', ı: 'i', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', ſ: 's',
};

const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(i|we|you|they|he|she|someone|somebody)'ll\b/g, '$1 will'],
  [/\b(i|we|you|they|he|she|someone|somebody)'d\b/g, '$1 would'],
  [/\b(i|we|you|they)'ve\b/g, '$1 have'],
  [/\b(we|you|they)'re\b/g, '$1 are'],
  [/\bi'm\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bill\b(?= \w)/g, 'i will'],
  [/\byoure\b/g, 'you are'],
  [/\byouve\b/g, 'you have'],
  [/\bu\b/g, 'you'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  [/\bimm?a\b/g, 'i am going to'],
];

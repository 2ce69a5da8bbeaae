import {
  DataSet,
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  type EnglishProfaneWord,
  type MatchPayload,
} from 'obscenity';
import { anyOf, END, START } from './fuzzy-words';
import type { ModerationKind } from './moderator.port';
import { SOMEONE_ELSE_WORDS } from './reported-speech';
import slurs from './slurs.json';

/** The slurs among obscenity's English words; the rest is profanity and sexual or anatomical words. */
const DATASET_SLURS: EnglishProfaneWord[] = [
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'retard',
  'spastic',
  'tranny',
];
const SLURS = new Set<string>([...DATASET_SLURS, ...slurs.words]);
// obscenity has no pattern for a masked letter, so words with "*" ("k*ke") are also checked
// against the slurs as fuzzy words; the whole masked word must match ("f***ing" is no "f**").
const MASKED_SLUR = new RegExp(`(?<![\\p{L}\\p{N}*])${anyOf([...SLURS])}(?:e?s)?(?![\\p{L}\\p{N}*])`, 'u');

/** Profanity that names a person ("you twat"); about anything else it is emphasis or anatomy. */
const INSULTS = new Set<string>([
  'ass',
  'arse',
  'bastard',
  'bitch',
  'cock',
  'cuck',
  'cunt',
  'dick',
  'hooker',
  'prick',
  'pussy',
  'slut',
  'tit',
  'turd',
  'twat',
  'whore',
] satisfies EnglishProfaneWord[]);
// Endings that turn any profanity into a name for a person: "fucker", "shithead", "arsehole".
const PERSON_ENDING = /^(?:er|head|hole|face|wit|bag|stain|wad|hat|sack)s?$/;
const PLURAL_OR_NONE = /^(?:e?s)?$/;
/** Profanity that is itself said to someone: "fuck you", "stfu". */
const AIMED_PHRASE = new RegExp(
  `${START}${anyOf(['fuck you', 'fuckyou', 'fuck u', 'fuck off', 'go fuck yourself', 'stfu', 'shut the fuck up', 'screw you', 'suck my dick'])}${END}`,
  'u',
);
// "Dick" alone is a name a respondent may sign with, not an insult.
const NAMES = new Set(['dick']);

const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
for (const word of slurs.words) {
  const pattern = parseRawPattern(`|${asTheMatcherReads(word)}[s]|`);
  dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(pattern));
}
const { blacklistedTerms, whitelistedTerms = [] } = dataset.build();
const matcher = new RegExpMatcher({
  ...englishRecommendedTransformers,
  blacklistedTerms,
  whitelistedTerms: [...whitelistedTerms, ...slurs.safePhrases],
});

/**
 * Slurs refuse (hate) unless quoted in a report of what someone else said ("he called her a
 * \"...\""). Profanity refuses only when it names the person it is aimed at, "you're a twat", "what a
 * prick" (harassment); "this fucking printer" and "the rota is shit" are emphasis, and a report of
 * what someone else said passes.
 */
export function lexiconKind(variants: readonly string[], reported: boolean): ModerationKind | undefined {
  let kind: ModerationKind | undefined;
  for (const text of variants) {
    const masked = text.includes('*') ? MASKED_SLUR.exec(text) : null;
    if (masked && !(reported && isQuoted(text, masked.index))) return 'hate';
    for (const match of matcher.getAllMatches(text)) {
      const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
      if (SLURS.has(word) && !(reported && isQuoted(text, match.startIndex))) return 'hate';
      if (!reported && isAimedInsult(text, match, word)) kind = 'harassment';
    }
    if (!reported && AIMED_PHRASE.test(text)) kind = 'harassment';
  }
  return kind;
}

/** Inside double quotes, or single quotes opened before it: words relayed, not said. */
function isQuoted(text: string, at: number): boolean {
  const before = text.slice(0, at);
  return (before.match(DOUBLE_QUOTES)?.length ?? 0) % 2 === 1 || OPEN_SINGLE_QUOTE.test(before);
}

function isAimedInsult(text: string, { startIndex, endIndex }: MatchPayload, word: string): boolean {
  const before = text.slice(0, startIndex);
  const after = text.slice(endIndex + 1);
  const prefix = WORD_TAIL.exec(before)?.[0] ?? '';
  const ending = WORD_HEAD.exec(after)?.[0] ?? '';
  const namesPerson = PERSON_ENDING.test(ending) || (prefix === '' && INSULTS.has(word) && PLURAL_OR_NONE.test(ending));
  if (!namesPerson) return false;
  const lead = before.slice(Math.max(0, before.length - prefix.length - 80), before.length - prefix.length);
  const vocative = VOCATIVE_LEAD.test(lead) && CLAUSE_END.test(after.slice(ending.length)) && !NAMES.has(word);
  return AIMED.test(lead) || vocative;
}

/** The matcher collapses doubled letters in the text ("spazz" is read "spaz"), so a pattern must too. */
function asTheMatcherReads(word: string): string {
  const steps = englishRecommendedBlacklistMatcherTransformers.map((t) => ('transform' in t ? t : t.factory()));
  let out = '';
  for (const char of word) {
    let code = char.codePointAt(0);
    for (const step of steps) code = code === undefined ? code : step.transform(code);
    if (code !== undefined) out += String.fromCodePoint(code);
  }
  return out;
}

const DOUBLE_QUOTES = /["\u201c\u201d]/g;
const OPEN_SINGLE_QUOTE = /(?:^|[\s(:])'[^']*$/;
const WORD_TAIL = /[\p{L}\p{N}*]*$/u;
const WORD_HEAD = /^[\p{L}\p{N}*]*/u;
const FILLER = anyOf([
  'a',
  'an',
  'the',
  'such',
  'so',
  'total',
  'absolute',
  'complete',
  'utter',
  'real',
  'proper',
  'right',
  'little',
  'big',
  'fat',
  'ugly',
  'stupid',
  'dumb',
  'lazy',
  'useless',
  'worthless',
  'pathetic',
  'fucking',
  'effing',
  'bloody',
  'damn',
]);
const SUBJECT = `(?:you|ya|ye|him|her|them|${SOMEONE_ELSE_WORDS})`;
const COPULA = '(?:are|r|is|was|were|look|looks|sound|sounds|seem|seems|being)';
// "you are a total ...", "he is such a ...", "what a ...": the words before an insult that aim it.
const AIMED = new RegExp(`(?:${START}${SUBJECT}(?:\\s+${COPULA})?|${START}(?:what|such))(?:\\s+${FILLER}${END}){0,4}\\s+$`, 'u');
// An insult that is a sentence of its own ("Prick.", "shut up, bitch") is said to the reader.
const VOCATIVE_LEAD = new RegExp(`(?:^|[,.!?;:])(?:\\s*${FILLER}${END}){0,3}\\s*$`, 'u');
const CLAUSE_END = /^\s*(?:[,.!?;:]|$)/;

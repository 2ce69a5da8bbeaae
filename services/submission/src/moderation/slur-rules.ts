import slurs from './slurs.json';
import { anyOf, END, START, rule } from './fuzzy-words';
import { type ModerationRule } from './moderation-rule';

const SAFE_PHRASES = rule(`${START}${anyOf(slurs.safePhrases)}${END}`);

/** Removes idioms that contain a slur's letters innocently ("a chink in the armour"). */
export const withoutSafePhrases = (text: string) => text.replace(SAFE_PHRASES, ' ');

/** Any slur against people, used about anyone. */
export const SLUR_RULES: ReadonlyArray<ModerationRule> = [
  { kind: 'slur', weight: 2, pattern: rule(`${START}${anyOf(slurs.words)}(?:s|z|es)?${END}`) },
];

import { anyOf, END, START, rule } from './fuzzy-words';
import { YOU_ARE, type ModerationRule } from './moderation-rule';

/** Insults that attack the person, not their work. Blunt words about work ("boring", "crap") are not here. */
const INSULT_NOUNS = [
  'idiot', 'moron', 'imbecile', 'cretin', 'loser', 'asshole', 'arsehole', 'ass hole', 'bastard', 'bitch',
  'cunt', 'prick', 'twat', 'wanker', 'douchebag', 'douche', 'dickhead', 'dick', 'shithead', 'scumbag',
  'scum', 'trash', 'garbage', 'vermin', 'subhuman', 'pig', 'cow', 'slut', 'whore', 'skank', 'degenerate',
  'lowlife', 'dumbass', 'jackass', 'dipshit', 'numpty', 'halfwit', 'nitwit', 'knobhead', 'bellend', 'tosser',
  'piece of shit', 'piece of crap', 'piece of garbage', 'piece of trash', 'piece of filth',
  'waste of space', 'waste of oxygen', 'waste of air', 'waste of skin', 'sack of shit', 'excuse for a human',
];
const INSULT_ADJECTIVES = [
  'worthless', 'stupid', 'dumb', 'brainless', 'braindead', 'retarded', 'ugly', 'fat', 'disgusting',
  'repulsive', 'subhuman', 'hideous',
];
// An insult standing alone as a sentence or after a comma ("Everyone hates you, loser.") addresses the reader.
const VOCATIVE_INSULTS = [
  'idiot', 'moron', 'imbecile', 'loser', 'asshole', 'arsehole', 'bastard', 'bitch', 'cunt', 'prick', 'twat', 'wanker',
  'douchebag', 'dickhead', 'shithead', 'scumbag', 'dumbass', 'jackass', 'dipshit', 'tosser', 'knobhead', 'bellend', 'slut', 'whore',
];
const MILD_INSULTS = ['useless', 'pathetic', 'a joke', 'a clown', 'a failure', 'a nobody', 'a piece of work', 'spineless', 'gutless'];

const FILLER =
  '(?:\\s+(?:such|so|really|very|just|nothing but|truly|honestly|literally|clearly|obviously|a|an|the|one|total|complete|absolute|utter|fucking|fuckin|freaking|bloody|damn|goddamn|massive|huge|big|giant|little|lazy|fat|ugly|useless|worthless|pathetic|sad|old|dumb|stupid|miserable|disgusting|incompetent|arrogant|smug|fake|lying|and))';
const INTENSIFIER = '(?:\\s+(?:so|such|really|very|just|fucking|fuckin|freaking|bloody|damn|too|completely|totally|utterly|incredibly|unbelievably|fat|and))';
// "you fat-fingered the deploy" is not an insult.
const NOT_COMPOUND = '(?![-\\p{L}\\p{N}])';
const FUCK = anyOf(['fuck', 'fck', 'fuk', 'fk', 'fuq', 'phuck', 'fook', 'feck']);

/** Abuse aimed at the reader (or, for the worst words, at anyone). */
export const ABUSE_RULES: ReadonlyArray<ModerationRule> = [
  { kind: 'harassment', weight: 2, pattern: rule(`${START}${YOU_ARE}${FILLER}{0,6}\\s+${anyOf(INSULT_NOUNS)}${NOT_COMPOUND}`) },
  { kind: 'harassment', weight: 2, pattern: rule(`${START}${YOU_ARE}${INTENSIFIER}{0,4}\\s+${anyOf(INSULT_ADJECTIVES)}${NOT_COMPOUND}`) },
  { kind: 'harassment', weight: 2, pattern: rule(`${START}(?:he|she|they|this (?:guy|man|woman|person)|that (?:guy|man|woman|person)) (?:is|are|was|were)${FILLER}{0,4}\\s+${anyOf(['piece of shit', 'cunt', 'whore', 'slut', 'bitch', 'subhuman', 'scum', 'waste of space', 'sack of shit'])}${END}`) },
  { kind: 'harassment', weight: 2, pattern: rule(`${START}(?:${FUCK}|screw) ?(?:you|ya|off|yourself|your ?self)${END}(?!\\s+(?:over|up)\\b)|${START}go ${FUCK} (?:yourself|your ?self)${END}`) },
  { kind: 'harassment', weight: 2, pattern: rule(`${START}(?:shut the ${FUCK} up|${anyOf(['stfu'])}|eat shit|eat a dick)${END}`) },
  { kind: 'harassment', weight: 2, pattern: rule(`${START}(?:your|ur) (?:fat|ugly|stupid|dumb) (?:face|ass|arse|body|head|mouth|self)${END}`) },
  { kind: 'harassment', weight: 2, pattern: rule(`(?:^|[,.!?:;]\\s*)(?:(?:you|what an?|such an?)\\s+)?(?:(?:fucking|stupid|dumb|useless|fat|ugly)\\s+)?${anyOf(VOCATIVE_INSULTS)}\\s*(?:[.!?]|$)`) },
  { kind: 'harassment', weight: 1, pattern: rule(`${START}${YOU_ARE}${INTENSIFIER}{0,3}\\s+${anyOf(MILD_INSULTS)}${END}`) },
  { kind: 'harassment', weight: 1, pattern: rule(`${START}(?:everyone|everybody|nobody|no one|we all|the whole team|the team|people|all of us|i) (?:hates?|despises?|loathes?|can't stand|cannot stand|can not stand) (?:you|ya)${END}`) },
  { kind: 'harassment', weight: 1, pattern: rule(`${START}(?:nobody|no one) (?:likes|wants|loves|will ever love|will ever like) (?:you|ya)${END}`) },
  { kind: 'harassment', weight: 1, pattern: rule(`${START}(?:you (?:make me sick|disgust me|are dead to me)|go to hell|piss off|get fucked|${FUCK} (?:your|ur) \\w+)${END}`) },
];

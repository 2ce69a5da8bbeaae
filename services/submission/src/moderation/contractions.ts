/** Expands the contractions and chat spellings the rules read ("im gonna" is "i am going to"), in one pass. */
export function expandContractions(text: string): string {
  return text.replace(CONTRACTION, (word, who?: string, ending?: string) => (who && ending ? `${who} ${ENDINGS[ending]}` : WORDS[word]));
}

const ENDINGS: Record<string, string> = { ll: 'will', d: 'would', ve: 'have', re: 'are' };
const WORDS: Record<string, string> = {
  "i'm": 'i am',
  im: 'i am',
  ill: 'i will',
  youre: 'you are',
  youve: 'you have',
  u: 'you',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  ima: 'i am going to',
  imma: 'i am going to',
};
// "ill" is "I'll" only before another word ("ill do it"), not in "he is ill".
const CONTRACTION = /\b(?:(i|we|you|they|he|she|someone|somebody)'(ll|d|ve|re)|i'm|im|youre|youve|u|gonna|wanna|gotta|imm?a|ill(?= \w))\b/g;

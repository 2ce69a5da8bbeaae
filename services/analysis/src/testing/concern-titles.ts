import { concernRulesIn, pairedConcerns } from '../analyzer/concerns';
import { splitSentences } from '../analyzer/sentences';

/** Concern titles an answer raises, from single sentences and from neighbouring ones together. */
export const titles = (answer: string) => {
  const sentences = splitSentences(answer).map((x) => x.text);
  const rules = [...sentences.flatMap((x) => concernRulesIn(x)), ...pairedConcerns(sentences).map((p) => p.rule)];
  return [...new Set(rules.map((r) => r.title))];
};

import { concernRulesIn, type ConcernRule } from './concerns';
import { clauseTone, questionIntent, type Polarity } from './polarity';
import { splitSentences } from './sentences';
import { extractThemes } from './themes';

export interface ClauseInsight { text: string; polarity: Polarity; themes: string[] }
export interface AnswerInsight {
  /** Themes the answer's own words mention (what keyThemes frequency counts). */
  themes: string[];
  sentences: Array<{ text: string; themes: string[] }>;
  clauses: ClauseInsight[];
  concerns: Array<{ rule: ConcernRule; sentence: string }>;
}

// Re-analysis after each new submission sees mostly the same answers: keep their analysis.
const CACHE_LIMIT = 50_000;
const cache = new Map<string, AnswerInsight>();

/** Everything the aggregate step needs from one answer; pure, so it is cached by content. */
export function answerInsight(questionText: string, response: string): AnswerInsight {
  const key = `${questionText}\u0000${response}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const insight = analyze(questionText, response);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, insight);
  return insight;
}

function analyze(questionText: string, response: string): AnswerInsight {
  const intent = questionIntent(questionText);
  const asked = extractThemes(questionText);
  const fallbackThemes = asked.length > 0 && asked.length <= 2 ? asked : [];
  const insight: AnswerInsight = { themes: extractThemes(response), sentences: [], clauses: [], concerns: [] };
  for (const sentence of splitSentences(response)) {
    const sentenceThemes = extractThemes(sentence.text);
    insight.sentences.push({ text: sentence.text, themes: sentenceThemes });
    for (const rule of concernRulesIn(sentence.text)) insight.concerns.push({ rule, sentence: sentence.text });
    for (const clause of sentence.clauses) {
      const own = extractThemes(clause);
      const themes = own.length > 0 ? own : sentenceThemes.length > 0 ? sentenceThemes : fallbackThemes;
      insight.clauses.push({ text: clause, polarity: clauseTone(clause, intent).polarity, themes });
    }
  }
  return insight;
}

import { createHash } from 'node:crypto';
import { CONCERN_RULES, concernRulesIn, pairedConcerns, type ConcernRule } from './concerns';
import { judgesAnswersTo, semanticConcernsIn } from './semantic/semantic-concerns';
import { clauseTone, isSarcastic, questionIntent, type Polarity } from './polarity';
import { splitSentences } from './sentences';
import { extractThemes } from './themes';

/** `quote` is the whole sentence unless its clauses pull in opposite directions. */
export interface ClauseInsight { text: string; quote: string; polarity: Polarity; themes: string[] }
export interface AnswerInsight {
  /** Themes the answer's own words mention (what keyThemes frequency counts). */
  themes: string[];
  sentences: Array<{ text: string; themes: string[] }>;
  clauses: ClauseInsight[];
  concerns: Array<{ rule: ConcernRule; sentence: string; semantic?: boolean }>;
}

// Re-analysis after each new submission sees mostly the same answers: keep their analysis, keyed
// by a digest so the key itself holds no respondent text. Bounded, oldest first out.
const CACHE_LIMIT = 50_000;
const cache = new Map<string, AnswerInsight>();

/** Forgets every cached answer (benchmarks measure a cold start with it). */
export function clearAnswerCache(): void {
  cache.clear();
}

const keyOf = (questionText: string, response: string) =>
  createHash('sha256').update(questionText).update('\u0000').update(response).digest('base64');

/** Drops one answer's cached analysis (it holds quotes), e.g. when the response or its link is deleted. */
export function forgetAnswer(questionText: string, response: string): void {
  cache.delete(keyOf(questionText, response));
}

/** Everything the aggregate step needs from one answer; pure, so it is cached by content. */
export function answerInsight(questionText: string, response: string): AnswerInsight {
  const key = keyOf(questionText, response);
  const hit = cache.get(key);
  if (hit) return hit;
  const insight = analyze(questionText, response);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, insight);
  return insight;
}

const NO_COMPLAINT = /^\s*(?:nothing|none|no|nope|n\/a|not really)\b/i;

function analyze(questionText: string, response: string): AnswerInsight {
  // "Nothing, it was all relevant" answers an improvement question with no complaint.
  const intent = NO_COMPLAINT.test(response) ? 'open' : questionIntent(questionText);
  const asked = extractThemes(questionText);
  const fallbackThemes = asked.length === 1 ? asked : [];
  const insight: AnswerInsight = { themes: extractThemes(response), sentences: [], clauses: [], concerns: [] };
  const sentences = splitSentences(response);
  const themed = sentences.map((s) => extractThemes(s.text));
  sentences.forEach((sentence, index) => {
    const sentenceThemes = themed[index];
    // A sentence naming no theme usually continues its neighbour ("The handover is a mess. Nobody knows who owns what.").
    const around = themed[index - 1]?.length ? themed[index - 1] : themed[index + 1]?.length ? themed[index + 1] : fallbackThemes;
    insight.sentences.push({ text: sentence.text, themes: sentenceThemes });
    for (const rule of concernRulesIn(sentence.text)) insight.concerns.push({ rule, sentence: sentence.text });
    const sarcastic = isSarcastic(sentence.text);
    const found: ClauseInsight[] = [];
    const owns = sentence.clauses.map(extractThemes);
    // A clause naming no theme speaks about the sentence's unclaimed theme, else the question's.
    const unclaimed = sentenceThemes.filter((t) => !owns.some((o) => o.includes(t)));
    const clauseThemes = sentence.clauses.map((_, i) => (owns[i].length > 0 ? owns[i] : sentenceThemes.length > 0 ? unclaimed : around));
    // Tone only matters where it lands on a theme; skipping the rest keeps large links fast.
    const relevant = clauseThemes.some((t) => t.length > 0);
    sentence.clauses.forEach((clause, i) => {
      const polarity: Polarity = sarcastic ? 'criticism' : relevant ? clauseTone(clause, intent).polarity : 'neutral';
      found.push({ text: clause, quote: clause, polarity, themes: clauseThemes[i] });
    });
    const mixed = found.some((c) => c.polarity === 'praise') && found.some((c) => c.polarity === 'criticism' || c.polarity === 'suggestion');
    for (const c of found) insight.clauses.push(mixed ? c : { ...c, quote: sentence.text });
  });
  const direct = new Set(insight.concerns.map((c) => c.rule.kind));
  for (const p of pairedConcerns(sentences.map((x) => x.text))) {
    if (direct.has(p.rule.kind)) continue;
    for (const sentence of p.sentences) insight.concerns.push({ rule: p.rule, sentence });
  }
  if (judgesAnswersTo(questionText)) addSemanticConcerns(insight, sentences.map((x) => x.text));
  return insight;
}

// The meaning layer's kinds are the eval's: belittling is told as intimidation, a crisis as wellbeing.
const SAME_KIND: Record<string, string> = { belittling: 'intimidation', 'wellbeing-crisis': 'wellbeing' };
const RULE_OF_KIND = new Map(CONCERN_RULES.filter((r) => !SAME_KIND[r.kind]).map((r) => [r.kind, r]));

/** Concerns told in words no rule lists, kinds the rules did not already find in this answer. */
function addSemanticConcerns(insight: AnswerInsight, sentences: string[]): void {
  const found = new Set(insight.concerns.map((c) => SAME_KIND[c.rule.kind] ?? c.rule.kind));
  for (const sentence of sentences) {
    for (const hit of semanticConcernsIn(sentence)) {
      const rule = RULE_OF_KIND.get(hit.kind);
      // The rules' innocent settings hold for meaning too: drinks at a party or a send-off are not drinking at work.
      if (!rule || found.has(hit.kind) || rule.within?.unless.test(sentence)) continue;
      insight.concerns.push({ rule, sentence, semantic: true });
    }
  }
}

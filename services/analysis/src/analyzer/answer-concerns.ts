import { CONCERN_RULES, concernRulesIn, innocentSetting, pairedConcerns, type ConcernRule } from './concerns';
import type { SemanticKind } from './semantic/corpus';
import { judgesAnswersTo, semanticConcernsIn } from './semantic/semantic-concerns';

/** A concern one answer raises, with the verbatim sentence behind it. */
export interface AnswerConcern { rule: ConcernRule; sentence: string; semantic?: boolean }

// The meaning layer's kinds are the eval's: belittling is told as intimidation, a crisis as wellbeing.
export const SAME_KIND: Record<string, SemanticKind> = { belittling: 'intimidation', 'wellbeing-crisis': 'wellbeing' };
const RULE_OF_KIND = new Map(CONCERN_RULES.filter((r) => !SAME_KIND[r.kind]).map((r) => [r.kind, r]));

// A remark about a thing ("comments on how the dashboard looks", "called the new logo ugly") reads,
// by meaning, like one about someone's looks; by meaning alone, conduct needs a person on the receiving end.
const REMARK = /\b(?:comment|remark|joke|call|said|says)\w*/i;
const SOMEONE = /\b(?:me|her|him|us|them|she|people|women|girls|guys|lads|staff|colleagues?|interns?|juniors?|starters?|\w+'s)\b/i;

/** Concerns in one answer's sentences: the rules' first, then two sentences together, then by meaning. */
export function answerConcerns(questionText: string, sentences: string[]): AnswerConcern[] {
  const concerns: AnswerConcern[] = [];
  for (const sentence of sentences) for (const rule of concernRulesIn(sentence)) concerns.push({ rule, sentence });
  const direct = new Set(concerns.map((c) => c.rule.kind));
  for (const p of pairedConcerns(sentences)) {
    if (direct.has(p.rule.kind)) continue;
    for (const sentence of p.sentences) concerns.push({ rule: p.rule, sentence });
  }
  if (judgesAnswersTo(questionText)) concerns.push(...semanticConcerns(concerns, sentences));
  return concerns;
}

/**
 * Concerns told in words no rule lists: kinds the rules did not already find in this answer, in
 * sentences no rule explained nor next to one ("He touched my shoulder ... I asked him to stop" is conduct, not also intimidation).
 */
function semanticConcerns(byRules: AnswerConcern[], sentences: string[]): AnswerConcern[] {
  const found = new Set(byRules.map((c) => SAME_KIND[c.rule.kind] ?? c.rule.kind));
  const explained = new Set(byRules.map((c) => c.sentence));
  const out: AnswerConcern[] = [];
  sentences.forEach((sentence, i) => {
    // A sentence next to one the rules read usually goes on with the same story ("It's in the defect
    // book three times. He just says we'll tag it tomorrow and keeps it running"): not another kind.
    if (explained.has(sentence) || explained.has(sentences[i - 1]) || explained.has(sentences[i + 1])) return;
    for (const hit of semanticConcernsIn(sentence)) {
      const rule = RULE_OF_KIND.get(hit.kind);
      // The rules' innocent settings hold for meaning too: drinks at a send-off, a uniform check.
      if (!rule || found.has(hit.kind) || innocentSetting(rule.kind, sentence)) continue;
      if (hit.kind === 'conduct' && REMARK.test(sentence) && !SOMEONE.test(sentence)) continue;
      out.push({ rule, sentence, semantic: true });
    }
  });
  return out;
}

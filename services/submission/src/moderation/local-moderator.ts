import { ABUSE_RULES } from './abuse-rules';
import { REFUSAL_THRESHOLD, type ModerationRule } from './moderation-rule';
import type { ModerationVerdict, Moderator } from './moderator.port';
import { SEXUAL_RULES } from './sexual-rules';
import { SLUR_RULES, withoutSafePhrases } from './slur-rules';
import { moderationVariants } from './text-variants';
import { THREAT_RULES } from './threat-rules';

/** What the form shows a refused respondent; it never repeats their words. */
export const MODERATION_REFUSAL_MESSAGE =
  'Your feedback seems to contain threatening or abusive language. Please rephrase it and focus on the behaviour you want to see change.';

const RULES: ReadonlyArray<ModerationRule> = [...THREAT_RULES, ...ABUSE_RULES, ...SEXUAL_RULES, ...SLUR_RULES];

// A text that relays someone else's words is a report, not a remark aimed at the reader.
const SOMEONE_ELSE = /\b(?:he|she|they|someone|somebody|colleague|manager|boss|lead|director|client|customer|guy|man|woman|people)\b/;
const REPORTING = /\b(?:said|says|say|told|tells|tell|comments?|commented|commenting|remarks?|remarked|calls?|called|calling|jokes?|joked|joking|asks?|asked|whispers?|whispered|shouts?|shouted|wrote|writes|texted|messaged|mentions?|mentioned)\b/;

/**
 * Deterministic word and phrase rules: refuses threats of violence, abuse aimed at the person,
 * sexual harassment and slurs, and lets blunt criticism and reports of misconduct through.
 * Hostile but ambiguous phrases count for less, so only several of them together refuse.
 */
export class LocalModerator implements Moderator {
  async check(texts: string[]): Promise<ModerationVerdict> {
    return this.verdict(texts);
  }

  /** The same decision, synchronously, for callers that combine it with other checks. */
  verdict(texts: string[]): ModerationVerdict {
    const score = texts.reduce((sum, text) => sum + scoreText(text), 0);
    return score >= REFUSAL_THRESHOLD ? { allowed: false, message: MODERATION_REFUSAL_MESSAGE } : { allowed: true };
  }
}

function scoreText(text: string): number {
  if (text.trim() === '') return 0;
  const variants = moderationVariants(text).map(withoutSafePhrases);
  const reported = variants.some((v) => REPORTING.test(v) && SOMEONE_ELSE.test(v));
  let score = 0;
  for (const r of RULES) {
    if (r.unlessReported && reported) continue;
    const hits = Math.max(...variants.map((v) => v.match(r.pattern)?.length ?? 0));
    score += hits * r.weight;
    if (score >= REFUSAL_THRESHOLD) return score;
  }
  return score;
}

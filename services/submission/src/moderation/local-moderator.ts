import { ABUSE_RULES } from './abuse-rules';
import { lexiconKind } from './lexicon';
import { REFUSAL_THRESHOLD, type ModerationRule } from './moderation-rule';
import type { ModerationKind, ModerationVerdict, Moderator } from './moderator.port';
import { readAnswer, type Reading } from './normalize';
import { hasPersonalDetails } from './personal-details';
import { refusal } from './refusal-messages';
import { isReport } from './reported-speech';
import { SEXUAL_RULES } from './sexual-rules';
import { THREAT_RULES } from './threat-rules';

export { MODERATION_REFUSAL_MESSAGE } from './refusal-messages';

const RULES: ReadonlyArray<ModerationRule> = [...THREAT_RULES, ...ABUSE_RULES, ...SEXUAL_RULES];

type Answer = Reading & { reported: boolean; index: number };
type Found = { kind: ModerationKind; index: number };

/**
 * Deterministic layers over normalised text: a lexicon of slurs and of profanity aimed at a
 * person, the phrase rules for threats, abuse and sexual harassment, then personal details.
 * Blunt criticism and reports of misconduct go through. Hostile but ambiguous phrases count for
 * less, so only several of them together refuse.
 */
export class LocalModerator implements Moderator {
  async check(texts: string[]): Promise<ModerationVerdict> {
    return this.verdict(texts);
  }

  /** The same decision, synchronously, for callers that combine it with other checks. */
  verdict(texts: string[]): ModerationVerdict {
    const answers = texts.map(read).filter((a) => a.readable.trim() !== '');
    // A threat that quotes an address is a threat first: personal details are checked last.
    const found =
      firstKind(answers, (a) => lexiconKind(a.variants, a.reported)) ??
      ruleKind(answers) ??
      firstKind(answers, (a) => (hasPersonalDetails(a.readable) ? 'personal_details' : undefined));
    return found ? refusal(found.kind, found.index) : { allowed: true };
  }
}

function read(text: string, index: number): Answer {
  const reading = readAnswer(text);
  return { ...reading, reported: isReport(reading.variants), index };
}

function firstKind(answers: Answer[], kindOf: (a: Answer) => ModerationKind | undefined): Found | undefined {
  for (const a of answers) {
    const kind = kindOf(a);
    if (kind) return { kind, index: a.index };
  }
  return undefined;
}

/** Rule weights add up over all answers; the refusal is of the kind that weighed most. */
function ruleKind(answers: Answer[]): Found | undefined {
  const scores = new Map<ModerationKind, number>();
  let total = 0;
  for (const { variants, reported, index } of answers) {
    for (const r of RULES) {
      if (r.unlessReported && reported) continue;
      const hits = Math.max(...variants.map((v) => v.match(r.pattern)?.length ?? 0));
      if (hits === 0) continue;
      scores.set(r.kind, (scores.get(r.kind) ?? 0) + hits * r.weight);
      total += hits * r.weight;
      if (total >= REFUSAL_THRESHOLD) return { kind: [...scores].reduce((a, b) => (b[1] > a[1] ? b : a))[0], index };
    }
  }
  return undefined;
}

import { moderationEncoder } from '@pill/platform/encoder/worker-encoder';
import { DomainError } from '@pill/platform/errors';
import { HarmClassifier } from './harm-classifier';
import { lexiconKind } from './lexicon';
import type { ModerationKind, ModerationVerdict, Moderator } from './moderator.port';
import { readAnswer, type Reading } from './normalize';
import { hasPersonalDetails } from './personal-details';
import { refusal } from './refusal-messages';
import { isReport } from './reported-speech';

export { MODERATION_REFUSAL_MESSAGE } from './refusal-messages';

/** Said when the classifier cannot run: nothing goes through unread, and nothing typed is lost. */
export const MODERATION_UNAVAILABLE =
  'We could not check your feedback just now. Your answers are still here: please send them again in a moment.';

type Answer = Reading & { reported: boolean; index: number };
type Found = { kind: ModerationKind; index: number };

/**
 * Moderation without a network, cheapest layer first, over normalised text: a lexicon of slurs and
 * of profanity aimed at a person; personal details; then the harm classifier (hashed words, and
 * the sentence encoder only where the words leave doubt). Blunt criticism, reports of misconduct
 * and quoted reports go through.
 */
export class LocalModerator implements Moderator {
  constructor(private readonly classifier = new HarmClassifier(moderationEncoder())) {}

  async check(texts: string[]): Promise<ModerationVerdict> {
    const answers = texts.map(read).filter((a) => a.readable.trim() !== '');
    // The cheap layers first, so the encoder reads only what they let through.
    const found =
      firstKind(answers, (a) => lexiconKind(a.variants, a.reported)) ??
      firstKind(answers, (a) => (hasPersonalDetails(a.readable) ? 'personal_details' : undefined)) ??
      (await this.classified(answers));
    return found ? refusal(found.kind, found.index) : { allowed: true };
  }

  /** The classifier's chance that a text is harmful, for a second opinion on another model's flag. */
  harm(text: string): Promise<number> {
    return this.classifier.harm(readAnswer(text).plain);
  }

  /** A crashed encoder thread is restarted once; if it fails again the submission waits, unread. */
  private async classified(answers: Answer[]): Promise<Found | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.classifier.refused(answers);
      } catch {
        if (attempt === 2) throw new DomainError('UNAVAILABLE', MODERATION_UNAVAILABLE);
      }
    }
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

import { LIMITS, MESSAGES } from '@pill/proto/limits';
import type { SubmissionBody } from '@pill/proto/submission';
import type { input } from 'zod';

export type Answer = { questionId: string; response: string };
/** What the client sends: the proto schema's input side. */
export type SubmissionPayload = input<typeof SubmissionBody>;

/** Editing an answer replaces its entry; an entry is added when none exists yet. */
export function setAnswer(answers: Answer[], questionId: string, response: string): Answer[] {
  const exists = answers.some((a) => a.questionId === questionId);
  return exists ? answers.map((a) => (a.questionId === questionId ? { questionId, response } : a)) : [...answers, { questionId, response }];
}

/** A refusal is shown under the answer (`questionId`) or the name field (`respondentName`) it concerns, if one. */
export type SubmissionCheck =
  { ok: true; body: SubmissionPayload } | { ok: false; description: string; questionId?: string; respondentName?: true };

/** The respondent-side rules of spec section 5, checked before anything is sent. */
export function buildSubmission(answers: Answer[], respondentName: string): SubmissionCheck {
  const responses = answers.filter((a) => a.response.trim() !== '').map((a) => ({ questionId: a.questionId, response: a.response.trim() }));
  if (responses.length === 0) return { ok: false, description: MESSAGES.feedbackRequired };
  const tooLong = responses.find((r) => r.response.length > LIMITS.maxResponseLength);
  if (tooLong) return { ok: false, description: MESSAGES.responseTooLong, questionId: tooLong.questionId };
  const name = respondentName.trim();
  if (name.length > LIMITS.maxRespondentNameLength) {
    return { ok: false, description: MESSAGES.nameTooLong, respondentName: true };
  }
  return { ok: true, body: name ? { responses, respondentName: name } : { responses } };
}

export const PROMO_LINES = [
  'Curious how others really see you? Create your own Pill and find out.',
  "Get the honest feedback people won't say to your face: make your own anonymous link.",
  'Discover your blind spots. Start collecting anonymous feedback with Pill.',
] as const;

/** `random` is a number in [0, 1), passed in so the choice is testable. */
export function pickPromoLine(random: number): string {
  const index = Math.min(PROMO_LINES.length - 1, Math.max(0, Math.floor(random * PROMO_LINES.length)));
  return PROMO_LINES[index]!;
}

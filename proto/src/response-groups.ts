import type { OwnerResponse, ResponseTotals } from './submission';

/** The name an owner sees for a respondent without one. */
export const ANONYMOUS = 'Anonymous';

/** The name an owner sees for the respondent of an answer: the one given, trimmed, or Anonymous. */
export const respondentName = (r: Pick<OwnerResponse, 'respondentName'>): string => r.respondentName?.trim() || ANONYMOUS;

/** The respondent group of an answer: one per submission (a respondent's visit), named or Anonymous. */
export const respondentKey = (r: Pick<OwnerResponse, 'submissionId'>): string => r.submissionId;

/** The question group of an answer: one per question id. */
export const questionKey = (r: Pick<OwnerResponse, 'question'>): string => r.question.id;

/**
 * How many answers, respondent groups and questions answered there are among `responses`, grouped
 * exactly as the owner's screens group them (the service counts a link's totals with it too).
 */
export function responseTotals(responses: Iterable<Pick<OwnerResponse, 'submissionId' | 'question'>>): ResponseTotals {
  let count = 0;
  const respondents = new Set<string>();
  const questions = new Set<string>();
  for (const r of responses) {
    count += 1;
    respondents.add(respondentKey(r));
    questions.add(questionKey(r));
  }
  return { responses: count, respondents: respondents.size, questions: questions.size };
}

import { questionKey, respondentKey, respondentName } from '@pill/proto/response-groups';
import type { OwnerResponse } from '@pill/proto/submission';

export type RespondentGroup = {
  submissionId: string;
  name: string;
  /** When the respondent's first answer arrived. */
  submittedAt: string;
  responses: OwnerResponse[];
  additionalFeedback?: string;
};

/** One group per submission (a respondent's visit), newest first; the service counts them with the same key. */
export function groupByRespondent(responses: readonly OwnerResponse[]): RespondentGroup[] {
  const groups = new Map<string, RespondentGroup>();
  for (const r of responses) {
    const key = respondentKey(r);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        submissionId: r.submissionId,
        name: respondentName(r),
        submittedAt: r.submittedAt,
        responses: [r],
        additionalFeedback: r.additionalFeedback,
      });
      continue;
    }
    group.responses.push(r);
    if (r.submittedAt < group.submittedAt) group.submittedAt = r.submittedAt;
    group.additionalFeedback ??= r.additionalFeedback;
  }
  return [...groups.values()].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

export type QuestionGroup = { questionId: string; questionText: string; responses: OwnerResponse[] };

/** One group per question, in the order questions first appear; the service counts them with the same key. */
export function groupByQuestion(responses: readonly OwnerResponse[]): QuestionGroup[] {
  const groups = new Map<string, QuestionGroup>();
  for (const r of responses) {
    const key = questionKey(r);
    const group = groups.get(key) ?? { questionId: r.question.id, questionText: r.question.text, responses: [] };
    group.responses.push(r);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

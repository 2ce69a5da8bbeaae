import { closingRulesOf as closingOf, type ClosingRules } from '@pill/proto/closing';
import type { EventData, LinkEvent, QuestionEvent } from '@pill/proto/events';
import type { LinkForSubmission } from '../domain/answers';

/** A link as this service knows it from link events: enough to accept or refuse a submission. */
export interface KnownLink {
  linkId: string;
  ownerId: string;
  shortCode: string;
  /** The title its respondents read on their receipt page (absent in documents stored before it was kept). */
  title?: string;
  isActive: boolean;
  questions: Array<{ questionId: string; text: string }>;
  closing?: ClosingRules;
  /** The link's anonymity threshold; absent in documents folded before thresholds existed (1). */
  minResponses?: number;
}

/** The current text of the questions an owner wrote or edited, by question id (from their library stream). */
export interface OwnerQuestionTexts {
  ownerId: string;
  texts: Record<string, string>;
}

const questionsOf = (questions: EventData<'link.created'>['questions']) => questions.map(({ questionId, text }) => ({ questionId, text }));

/** Folds one event of a link stream; a deleted link is forgotten (its deletion marker refuses it from then on). */
export function evolveKnownLink(current: KnownLink | undefined, e: LinkEvent): KnownLink | null {
  switch (e.type) {
    case 'link.created':
      return {
        linkId: e.data.linkId,
        ownerId: e.data.ownerId,
        shortCode: e.data.shortCode,
        title: e.data.title,
        isActive: true,
        questions: questionsOf(e.data.questions),
        closing: closingOf(e.data),
        minResponses: e.data.minResponses,
      };
    case 'link.updated':
      if (!current) return null;
      const questions = questionsOf(e.data.questions);
      return { ...current, title: e.data.title, questions, closing: closingOf(e.data), minResponses: e.data.minResponses };
    case 'link.activation-changed':
      return current ? { ...current, isActive: e.data.isActive } : null;
    case 'link.deleted':
      return null;
  }
}

export function evolveQuestionTexts(current: OwnerQuestionTexts | undefined, event: QuestionEvent): OwnerQuestionTexts | null {
  if (event.type !== 'question.created' && event.type !== 'question.updated') return current ?? null;
  const { ownerId, questionId, text } = event.data;
  return { ownerId, texts: { ...current?.texts, [questionId]: text } };
}

/** The link's questions as its public form shows them now: the owner's latest wording, else the link's snapshot. */
export function linkForSubmission(link: KnownLink, texts: Record<string, string>): LinkForSubmission {
  const questions = link.questions.map((q) => ({
    id: q.questionId,
    text: Object.hasOwn(texts, q.questionId) ? texts[q.questionId] : q.text,
  }));
  return { linkId: link.linkId, ownerId: link.ownerId, questions, closing: link.closing ?? {} };
}

import { closingRulesOf as closingOf, type ClosingRules } from '@pill/proto/closing';
import type { PillEvent } from '@pill/proto/events';
import type { QuestionSnapshot } from '../domain/link.decider';

/** One link as its owner and its respondents see it: one document per link stream. */
export interface LinkView {
  id: string;
  ownerId: string;
  ownerName?: string;
  title: string;
  subtitle?: string;
  shortCode: string;
  isActive: boolean;
  createdAt: string;
  questions: QuestionSnapshot[];
  closing?: ClosingRules;
  /** Absent in documents folded before links had a threshold: 1. */
  minResponses?: number;
}

export interface QuestionText {
  text: string;
  subtext?: string;
}

/** The current text of an owner's edited questions: one document per question library stream. */
export interface QuestionTexts {
  ownerId: string;
  /** By question id; a record, not a Map, so the document stays plain JSON. */
  texts: Record<string, QuestionText>;
}

/** Folds one event of a link stream; a deleted link leaves no data (its short code frees up). */
export function evolveLink(current: LinkView | undefined, e: PillEvent): LinkView | null {
  switch (e.type) {
    case 'link.created': {
      const d = e.data;
      return {
        id: d.linkId,
        ownerId: d.ownerId,
        ownerName: d.ownerName,
        title: d.title,
        subtitle: d.subtitle,
        shortCode: d.shortCode,
        isActive: true,
        createdAt: d.createdAt,
        questions: d.questions,
        closing: closingOf(d),
        minResponses: d.minResponses,
      };
    }
    case 'link.updated':
      if (!current) return null;
      const { title, subtitle, questions, minResponses } = e.data;
      return { ...current, title, subtitle, questions, minResponses, closing: closingOf(e.data) };
    case 'link.activation-changed':
      return current ? { ...current, isActive: e.data.isActive } : null;
    case 'link.deleted':
      return null;
    default:
      return current ?? null;
  }
}

/** Folds one event of a question library stream; a deleted question keeps its last text on links that show it. */
export function evolveQuestionTexts(current: QuestionTexts | undefined, e: PillEvent): QuestionTexts | null {
  if (e.type !== 'question.created' && e.type !== 'question.updated') return current ?? null;
  const { ownerId, questionId, text, subtext } = e.data;
  const entry: QuestionText = subtext === undefined ? { text } : { text, subtext };
  return { ownerId, texts: { ...current?.texts, [questionId]: entry } };
}

/** A question as its owner currently reads it; the link's snapshot until the owner edits it. */
export function currentQuestion(texts: QuestionTexts['texts'], snapshot: QuestionSnapshot): { id: string; text: string; subtext?: string } {
  const current = Object.hasOwn(texts, snapshot.questionId) ? texts[snapshot.questionId] : undefined;
  return { id: snapshot.questionId, text: current?.text ?? snapshot.text, subtext: current ? current.subtext : snapshot.subtext };
}

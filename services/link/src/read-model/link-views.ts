import { closingRulesOf } from '@pill/proto/closing';
import { LIMITS } from '@pill/proto/limits';
import type { OwnerLink, PublicLink } from '@pill/proto/link';
import type { Question } from '@pill/proto/question';
import { currentQuestion, type LinkView, type QuestionTexts } from './link-documents';

const optional = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});

/** The dashboard card: questions by id only. */
export function ownerCard(view: LinkView): OwnerLink {
  return {
    id: view.id,
    title: view.title,
    ...optional('subtitle', view.subtitle),
    shortCode: view.shortCode,
    isActive: view.isActive,
    createdAt: view.createdAt,
    questions: view.questions.map((q) => ({ questionId: q.questionId })),
    ...closingRules(view),
    minResponses: view.minResponses ?? LIMITS.minResponses.absent,
  };
}

/** Only the rules a link has. */
const closingRules = ({ closing }: LinkView) => closingRulesOf(closing ?? {});

/** The edit view: each question with its fields as the owner reads them now. */
export function ownerDetail(view: LinkView, library: Question[], texts: QuestionTexts['texts']): OwnerLink {
  const byId = new Map(library.map((q) => [q.id, q]));
  return {
    ...ownerCard(view),
    questions: view.questions.map((snapshot) => {
      const current = currentQuestion(texts, snapshot);
      const question: Question = byId.get(snapshot.questionId) ?? {
        id: snapshot.questionId,
        text: current.text,
        ...optional('subtext', current.subtext),
        category: 'general',
        isDefault: false,
        createdAt: view.createdAt,
      };
      return { questionId: snapshot.questionId, question };
    }),
  };
}

export function publicView(view: LinkView, texts: QuestionTexts['texts']): PublicLink & { linkId: string; ownerId: string } {
  return {
    linkId: view.id,
    ownerId: view.ownerId,
    ...closingRules(view),
    title: view.title,
    ...optional('subtitle', view.subtitle),
    ...optional('creatorName', view.ownerName),
    questions: view.questions.map((snapshot) => {
      const q = currentQuestion(texts, snapshot);
      return { question: { id: q.id, text: q.text, ...optional('subtext', q.subtext) } };
    }),
  };
}

import type { EvalLink } from '../../../eval/eval-link';
import { SAME_KIND } from '../answer-concerns';
import { concernRulesIn, pairedConcerns } from '../concerns';
import { splitSentences } from '../sentences';
import type { Example, Label, SemanticKind } from './corpus';

export interface TeacherExample extends Example {
  link: number;
  question: string;
  /** A rule raises some concern in it (any kind), so the analyzer never asks the meaning layer about it. */
  explained: boolean;
}

/**
 * The rules as a teacher: every sentence of a labelled link, labelled with the concern kind a rule
 * finds in it (only a kind the reader also found, so a rule's false alarm teaches nothing), else
 * "none". It carries what the rules know into the vector space, where it reaches other wordings.
 */
export function teacherExamples(links: EvalLink[]): TeacherExample[] {
  const out: TeacherExample[] = [];
  links.forEach((link, li) => {
    for (const [question, answer] of link.answers) {
      const sentences = splitSentences(answer).map((s) => s.text);
      const paired = pairedConcerns(sentences);
      for (const text of sentences) {
        const rules = [...concernRulesIn(text), ...paired.filter((p) => p.sentences.includes(text)).map((p) => p.rule)];
        const kinds = rules
          .map((r) => SAME_KIND[r.kind] ?? (r.kind as SemanticKind))
          .filter((k) => link.expected.concerns.includes(k));
        const label: Label = kinds[0] ?? 'none';
        out.push({ text, label, link: li, question, explained: rules.length > 0 });
      }
    }
  });
  return out;
}

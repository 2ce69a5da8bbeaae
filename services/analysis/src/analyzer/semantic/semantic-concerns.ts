import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sentenceScores, type ConcernModel } from './classifier';
import type { SemanticKind } from './corpus';

/**
 * The meaning layer: concern kinds a sentence reads as, by a classifier over word vectors rather
 * than listed phrases, each above its kind's threshold calibrated on the development links. It
 * adds recall under the rules; what only it finds is shown at Medium severity.
 */
// Feedback on a session or course talks about its content ("which extinguisher to use on an
// electrical fire"); the meaning layer cannot tell a topic from an incident, so it leaves those to the rules.
const SESSION_QUESTION = /\b(?:session|presenter|speaker|trainer|instructor|course|class|workshop|talk|lecture|webinar|masterclass|training)\b|\bpace and length\b|\bmost useful part\b|\bcould have been left out\b|\bdo differently after\b/i;

/** Whether the meaning layer judges answers to this question (not those about a session's content). */
export const judgesAnswersTo = (questionText: string): boolean => !SESSION_QUESTION.test(questionText);

export interface SemanticHit { kind: SemanticKind; probability: number }

let model: ConcernModel | undefined;
const loadModel = () => (model ??= JSON.parse(readFileSync(join(__dirname, 'concern-model.json'), 'utf8')) as ConcernModel);

export function semanticConcernsIn(sentence: string): SemanticHit[] {
  const m = loadModel();
  const p = sentenceScores(m, sentence);
  const hits: SemanticHit[] = [];
  m.labels.forEach((label, k) => {
    const threshold = label === 'none' ? undefined : m.thresholds[label];
    if (threshold !== undefined && p[k] >= threshold) hits.push({ kind: label as SemanticKind, probability: p[k] });
  });
  return hits;
}

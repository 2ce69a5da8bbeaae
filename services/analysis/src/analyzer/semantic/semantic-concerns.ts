import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_KNOWN, probabilities, type ConcernModel } from './classifier';
import type { SemanticKind } from './corpus';
import { featuresOf } from './features';

/**
 * The meaning layer: concern kinds a sentence reads as, by a classifier over word vectors rather
 * than listed phrases, each above its kind's threshold calibrated on the development links. It
 * adds recall under the rules; what only it finds is shown at Medium severity.
 */
export interface SemanticHit { kind: SemanticKind; probability: number }

let model: ConcernModel | undefined;
const loadModel = () => (model ??= JSON.parse(readFileSync(join(__dirname, 'concern-model.json'), 'utf8')) as ConcernModel);

export function semanticConcernsIn(sentence: string): SemanticHit[] {
  const m = loadModel();
  const f = featuresOf(sentence);
  if (f.known < MIN_KNOWN) return [];
  const p = probabilities(m, f);
  const hits: SemanticHit[] = [];
  m.labels.forEach((label, k) => {
    const threshold = label === 'none' ? undefined : m.thresholds[label];
    if (threshold !== undefined && p[k] >= threshold) hits.push({ kind: label as SemanticKind, probability: p[k] });
  });
  return hits;
}

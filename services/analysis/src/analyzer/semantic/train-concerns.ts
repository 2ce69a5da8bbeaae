/**
 * `npm run train:concerns`: distils the word vectors, trains the concern classifier on the written
 * corpus plus the labelled links' sentences as the rules label them (link-teacher.ts), and
 * calibrates each kind's threshold on out-of-fold scores: the links are cut into folds, each fold
 * scored by a model that never saw it. Rounds 6 to 10 are development material now (see the eval
 * README); later held-out rounds are never read here. `--cv` also reports a
 * 5-fold cross-validation on the corpus alone. Writes concern-model.json; deterministic.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalLink } from '../../../eval/eval-link';
import { MEANING_SETS } from '../../../eval/run';
import { probabilities, sentenceScores, type ConcernModel } from './classifier';
import { CORPUS, KINDS, type Label } from './corpus';
import { distill } from './distill-vectors';
import { featuresOf } from './features';
import { teacherExamples } from './link-teacher';
import { judgesAnswersTo } from './semantic-concerns';
import { train } from './train';

export const LABELS: Label[] = ['none', ...KINDS];
export const SETS = MEANING_SETS;
const FOLDS = 4;
// A kind is raised no lower than this, and a little above the worst innocent out-of-fold sentence.
const FLOOR = 0.5;
const MARGIN = 0.05;
const OPTIONS = { steps: 800, denseL2: 0.05, sparseL2: 0.001, concernWeight: 3 };
const round = (x: number) => Math.round(x * 1e4) / 1e4;
const out = (line: string) => process.stdout.write(`${line}\n`);

function crossValidateCorpus(folds = 5): void {
  let hit = 0;
  let of = 0;
  let flagged = 0;
  for (let f = 0; f < folds; f++) {
    const model = train(CORPUS.filter((_, i) => i % folds !== f), LABELS, OPTIONS);
    for (const e of CORPUS.filter((_, i) => i % folds === f)) {
      const p = probabilities(model, featuresOf(e.text));
      const best = LABELS[p.indexOf(Math.max(...p))];
      if (e.label !== 'none') { of += 1; if (best === e.label) hit += 1; } else if (best !== 'none') flagged += 1;
    }
  }
  out(`corpus ${folds}-fold (top label): concern sentences ${hit}/${of}, innocent sentences taken for a concern ${flagged}`);
}

interface Scored { link: EvalLink; set: string; text: string; p: number[]; explained: boolean }

/** Every link sentence scored by a model trained without that sentence's fold of links. */
export function outOfFold(links: Array<{ link: EvalLink; set: string }>): Scored[] {
  const teacher = teacherExamples(links.map((l) => l.link));
  const scored: Scored[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const model = train([...CORPUS, ...teacher.filter((e) => e.link % FOLDS !== f)], LABELS, OPTIONS);
    // Scored only where the analyzer would judge it (not answers about a session's content).
    for (const e of teacher.filter((x) => x.link % FOLDS === f && judgesAnswersTo(x.question))) {
      const p = sentenceScores(model, e.text);
      scored.push({ ...links[e.link], text: e.text, p, explained: e.explained });
    }
  }
  return scored;
}

function calibrate(scored: Scored[]): ConcernModel['thresholds'] {
  const thresholds: ConcernModel['thresholds'] = {};
  for (const kind of KINDS) {
    const k = LABELS.indexOf(kind);
    // Only sentences the analyzer asks the layer about: one a rule explains is never judged by meaning.
    const innocent = scored.filter((s) => !s.explained && !s.link.expected.concerns.includes(kind));
    const worst = innocent.reduce((a, s) => (s.p[k] > a.p[k] ? s : a), innocent[0]);
    if (process.argv.includes('--show-worst')) out(`  ${kind} ${worst.p[k].toFixed(3)} ${worst.text}`);
    thresholds[kind] = round(Math.min(0.97, Math.max(FLOOR, worst.p[k] + MARGIN)));
  }
  return thresholds;
}

function report(scored: Scored[], thresholds: ConcernModel['thresholds']): void {
  for (const [set] of SETS) {
    let hit = 0;
    let of = 0;
    for (const link of new Set(scored.filter((s) => s.set === set).map((s) => s.link))) {
      const mine = scored.filter((s) => s.link === link);
      for (const kind of link.expected.concerns) {
        of += 1;
        if (mine.some((s) => s.p[LABELS.indexOf(kind)] >= (thresholds[kind] ?? 1))) hit += 1;
      }
    }
    out(`  ${set}: out-of-fold concern recall of the meaning layer alone ${hit}/${of}`);
  }
}

if (require.main === module) {
  const { words, bytes } = distill();
  out(`word vectors: ${words} words, ${(bytes / 1e6).toFixed(1)} MB`);
  if (process.argv.includes('--cv')) crossValidateCorpus();
  const links = SETS.flatMap(([set, ls]) => ls.map((link) => ({ link, set })));
  const scored = outOfFold(links);
  const thresholds = calibrate(scored);
  out(`thresholds (out-of-fold, ${FOLDS} folds of ${links.length} links): ${JSON.stringify(thresholds)}`);
  report(scored, thresholds);
  const teacher = teacherExamples(links.map((l) => l.link));
  const model = train([...CORPUS, ...teacher], LABELS, OPTIONS);
  const json: ConcernModel = { ...model, dense: model.dense.map((r) => r.map(round)), sparse: model.sparse.map((r) => r.map(round)), bias: model.bias.map(round), thresholds };
  // The shipped model must not raise a kind on a link whose reader did not find it either: a fit on
  // every link can score one of their sentences higher than the fold that left it out did.
  const shipped = calibrate(teacher.filter((e) => judgesAnswersTo(e.question)).map((e) => ({ ...links[e.link], text: e.text, p: sentenceScores(json, e.text), explained: e.explained })));
  for (const kind of KINDS) json.thresholds[kind] = Math.max(thresholds[kind] ?? FLOOR, shipped[kind] ?? FLOOR);
  out(`thresholds (also clear of the shipped model's own scores): ${JSON.stringify(json.thresholds)}`);
  writeFileSync(join(__dirname, 'concern-model.json'), `${JSON.stringify(json)}\n`);
}

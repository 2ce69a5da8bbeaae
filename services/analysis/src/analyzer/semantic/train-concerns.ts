/**
 * `npm run train:concerns`: distils the word vectors, trains the concern classifier on the written
 * corpus, reports a 5-fold cross-validation on it, calibrates each kind's threshold on the
 * development links (never the held-out rounds) and writes concern-model.json.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINKS } from '../../../eval/run';
import { splitSentences } from '../sentences';
import { MIN_KNOWN, probabilities, type ConcernModel } from './classifier';
import { CORPUS, KINDS, type Label } from './corpus';
import { distill } from './distill-vectors';
import { featuresOf } from './features';
import { train } from './train';

const LABELS: Label[] = ['none', ...KINDS];
// A kind is raised no lower than this, and a little above the worst innocent dev sentence.
const FLOOR = 0.5;
const MARGIN = 0.05;
const round = (x: number) => Math.round(x * 1e4) / 1e4;
const OPTIONS = { steps: 1500, denseL2: 0.1, sparseL2: 0.005 };
const out = (line: string) => process.stdout.write(`${line}\n`);

function crossValidate(folds = 5): void {
  const hits = new Map<Label, { hit: number; of: number; false: number }>(LABELS.map((l) => [l, { hit: 0, of: 0, false: 0 }]));
  for (let f = 0; f < folds; f++) {
    const test = CORPUS.filter((_, i) => i % folds === f);
    const model = train(CORPUS.filter((_, i) => i % folds !== f), LABELS, OPTIONS);
    for (const e of test) {
      const p = probabilities(model, featuresOf(e.text));
      const best = LABELS[p.indexOf(Math.max(...p))];
      hits.get(e.label)!.of += 1;
      if (best === e.label) hits.get(e.label)!.hit += 1;
      else if (best !== 'none') hits.get(best)!.false += 1;
    }
  }
  out(`5-fold cross-validation on the corpus (${CORPUS.length} sentences), top label:`);
  for (const [l, s] of hits) out(`  ${l.padEnd(15)} recall ${s.hit}/${s.of}  taken for it wrongly ${s.false}`);
}

/** Each kind's threshold: above every sentence of a development link whose reader did not find that kind. */
function calibrate(model: Omit<ConcernModel, 'thresholds'>): ConcernModel['thresholds'] {
  const thresholds: ConcernModel['thresholds'] = {};
  for (const kind of KINDS) {
    const k = LABELS.indexOf(kind);
    let worst = 0;
    let why = '';
    for (const link of LINKS) {
      if (link.expected.concerns.includes(kind)) continue;
      for (const [, answer] of link.answers) {
        for (const s of splitSentences(answer)) {
          const f = featuresOf(s.text);
          const p = f.known >= MIN_KNOWN ? probabilities(model, f)[k] : 0;
          if (p > worst) { worst = p; why = s.text; }
        }
      }
    }
    if (process.argv.includes('--show-worst')) out(`  ${kind} ${worst.toFixed(3)} ${why}`);
    thresholds[kind] = round(Math.min(0.97, Math.max(FLOOR, worst + MARGIN)));
  }
  return thresholds;
}

if (require.main === module) {
  const { words, bytes } = distill();
  out(`word vectors: ${words} words, ${(bytes / 1e6).toFixed(1)} MB`);
  crossValidate();
  const model = train(CORPUS, LABELS, OPTIONS);
  const thresholds = calibrate(model);
  out(`thresholds calibrated on the development links: ${JSON.stringify(thresholds)}`);
  const json: ConcernModel = { ...model, dense: model.dense.map((r) => r.map(round)), sparse: model.sparse.map((r) => r.map(round)), bias: model.bias.map(round), thresholds };
  writeFileSync(join(__dirname, 'concern-model.json'), `${JSON.stringify(json)}\n`);
}

/**
 * `npm run eval:moderation [-- set.json ...]`: runs the local moderator (lexicon, classifier,
 * personal details) over labelled sets and reports, per category, how many answers it refused;
 * for `ok`, the legitimate answers refused by mistake. Without arguments it reads every set in
 * `sets/` (development material). It also runs over the answers of the analysis rounds kept out
 * of training, real feedback that must all pass, and says how many the encoder had to read.
 * The sealed sets are scored only when named, once, at first contact (see README.md).
 */
import { MODERATION_MODEL } from '@pill/platform/encoder/model-files';
import { WorkerEncoder } from '@pill/platform/encoder/worker-encoder';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { HarmClassifier } from '../src/moderation/harm-classifier';
import { LocalModerator } from '../src/moderation/local-moderator';
import { HELD_OUT_ROUNDS, roundAnswers } from '../training/train';
import { LABELS } from './labels';

const LabelledSet = z.array(z.object({ text: z.string(), label: z.enum(LABELS) }));
const SETS = join(__dirname, 'sets');
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

class CountingClassifier extends HarmClassifier {
  passages = 0;
  encoded = 0;
  override gateScore(passage: string): number {
    const score = super.gateScore(passage);
    this.passages += 1;
    if (score >= this.unsureAbove) this.encoded += 1;
    return score;
  }
}

async function scoreSet(file: string, moderator: LocalModerator): Promise<void> {
  const set = LabelledSet.parse(JSON.parse(readFileSync(file, 'utf8')));
  process.stdout.write(`\n${basename(file)}: ${set.length} answers\n`);
  let harmful = 0;
  let refusedHarmful = 0;
  for (const label of LABELS) {
    const items = set.filter((e) => e.label === label);
    if (items.length === 0) continue;
    const verdicts = await Promise.all(items.map((e) => moderator.check([e.text])));
    const refused = verdicts.filter((v) => !v.allowed).length;
    if (label === 'ok') {
      process.stdout.write(`  ${label.padEnd(24)} ${refused} of ${items.length} refused by mistake (${pct(refused, items.length)})\n`);
      continue;
    }
    harmful += items.length;
    refusedHarmful += refused;
    process.stdout.write(`  ${label.padEnd(24)} ${refused} of ${items.length} refused (${pct(refused, items.length)})\n`);
  }
  process.stdout.write(`  all harmful              ${refusedHarmful} of ${harmful} refused (${pct(refusedHarmful, harmful)})\n`);
}

async function scoreRounds(moderator: LocalModerator, classifier: CountingClassifier): Promise<void> {
  const answers = roundAnswers(HELD_OUT_ROUNDS);
  const [passages, encoded] = [classifier.passages, classifier.encoded];
  const refused = (await Promise.all(answers.map((a) => moderator.check([a])))).filter((v) => !v.allowed).length;
  const read = classifier.passages - passages;
  const sent = classifier.encoded - encoded;
  process.stdout.write(`\nheld-out analysis rounds (real feedback, all legitimate): ${answers.length} answers\n`);
  process.stdout.write(
    `  refused by mistake ${refused} (${pct(refused, answers.length)}); encoder read ${sent} of ${read} passages (${pct(sent, read)})\n`,
  );
}

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  const sets =
    files.length > 0 || !existsSync(SETS)
      ? files
      : readdirSync(SETS)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => join(SETS, f));
  const encoder = new WorkerEncoder(MODERATION_MODEL);
  try {
    const classifier = new CountingClassifier(encoder);
    const moderator = new LocalModerator(classifier);
    for (const file of sets) await scoreSet(file, moderator);
    await scoreRounds(moderator, classifier);
  } finally {
    await encoder.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exitCode = 1;
});

/**
 * `npm run eval:analysis` scores the built-in analyzer on the labelled rounds in `rounds/`:
 * recall of themes, concerns, strengths and growth areas (matched by the evidence they quote),
 * false alarms, complaints shown as strengths, and the strict score that counts each error
 * against the labels found. `-- --only round-15,round-16` picks rounds, `-- --sealed round-17`
 * scores a sealed one (once, at first contact), `-- --verbose` prints what each link missed and
 * showed, `-- --openai` scores the OpenAI path (OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL
 * apply).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYSIS_MODEL } from '@pill/platform/encoder/model-files';
import { WorkerEncoder } from '@pill/platform/encoder/worker-encoder';
import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisInput, Analyzer } from '../src/analyzer/analyzer.port';
import { createAnalyzer } from '../src/analyzer/create-analyzer';
import { embedQuestions, embedUnits } from '../src/analyzer/local/embed-units';
import { readRounds, type LabelledLink } from './labelled-link';
import { scoreLink, strictScore, type LinkScore, type Score } from './score';

const SEALED_DIR = join(__dirname, 'sealed');

type Out = (line?: string) => void;

const pct = (s: Score) => (s.of === 0 ? 'n/a' : `${((100 * s.hit) / s.of).toFixed(0)}% (${s.hit}/${s.of})`);
const sum = (scores: Score[]): Score => scores.reduce((a, s) => ({ hit: a.hit + s.hit, of: a.of + s.of }), { hit: 0, of: 0 });

export async function inputOf(encoder: WorkerEncoder, link: LabelledLink): Promise<AnalysisInput> {
  const answers = link.answers.map(([questionText, response, submission], i) => ({
    responseId: `r${i}`,
    submissionId: submission,
    questionText,
    response,
  }));
  return {
    linkTitle: link.title,
    answers,
    units: await embedUnits(
      encoder,
      answers.map((a) => a.response),
    ),
    questions: await embedQuestions(
      encoder,
      answers.map((a) => a.questionText),
    ),
  };
}

function printLink(s: LinkScore, result: AnalysisResult, verbose: boolean, out: Out): void {
  out(`${s.title}${s.clean ? ' (clean)' : ''}`);
  out(
    `  themes ${pct(s.themes)}  concerns ${pct(s.concerns)}  strengths ${pct(s.strengths)}  growth ${pct(s.opportunities)}  grounded ${pct(s.grounded)}`,
  );
  for (const f of s.falseAlarms) out(`  FALSE ALARM: ${f}`);
  for (const f of s.complaintsAsStrengths) out(`  COMPLAINT AS STRENGTH: ${f}`);
  for (const f of s.praiseAsGrowth) out(`  PRAISE AS GROWTH AREA: ${f}`);
  if (!verbose) return;
  if (s.missed.length) out(`  missed: ${s.missed.join('; ')}`);
  out(`  themes shown: ${result.summary.keyThemes.map((t) => `${t.theme} (${t.frequency})`).join('; ')}`);
  out(`  strengths shown: ${result.insights.strengths.map((t) => t.area).join('; ')}`);
  out(`  growth shown: ${result.insights.opportunities.map((t) => t.area).join('; ')}`);
  out(`  concerns shown: ${result.criticalConcerns.map((c) => `${c.severityLevel} ${c.concernTitle}`).join('; ')}`);
}

export async function scoreRound(
  analyzer: Analyzer,
  encoder: WorkerEncoder,
  links: LabelledLink[],
  verbose: boolean,
  out: Out,
): Promise<LinkScore[]> {
  const scores: LinkScore[] = [];
  for (const link of links) {
    const { result } = await analyzer.analyze(await inputOf(encoder, link));
    const s = scoreLink(link, result);
    scores.push(s);
    printLink(s, result, verbose, out);
  }
  return scores;
}

export function printTotals(label: string, scores: LinkScore[], out: Out): void {
  const count = (f: (s: LinkScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  out(`${label}: ${scores.length} links, strict score ${pct(strictScore(scores))}`);
  const total = (f: (s: LinkScore) => Score) => pct(sum(scores.map(f)));
  const recall = `themes ${total((s) => s.themes)}  concerns ${total((s) => s.concerns)}`;
  out(`  ${recall}  strengths ${total((s) => s.strengths)}  growth ${total((s) => s.opportunities)}`);
  const alarms = `false alarms ${count((s) => s.falseAlarms.length)} (on clean links ${count((s) => (s.clean ? s.falseAlarms.length : 0))})`;
  const mixUps = `complaints as strengths ${count((s) => s.complaintsAsStrengths.length)}  praise as growth ${count((s) => s.praiseAsGrowth.length)}`;
  out(`  ${alarms}  ${mixUps}  grounded ${total((s) => s.grounded)}`);
  out(`  items shown that a reader also labelled ${pct(sum(scores.map((s) => s.shownLabelled)))}`);
}

function option(name: string): string[] {
  const argv = process.argv;
  return argv
    .flatMap((a, i) =>
      a === `--${name}` ? (argv[i + 1] ?? '').split(',') : a.startsWith(`--${name}=`) ? a.slice(name.length + 3).split(',') : [],
    )
    .filter(Boolean);
}

async function main(): Promise<void> {
  const out: Out = (line = '') => process.stdout.write(`${line}\n`);
  const verbose = process.argv.includes('--verbose');
  const only = option('only');
  const encoder = new WorkerEncoder(ANALYSIS_MODEL);
  const env = process.env;
  const analyzer = createAnalyzer(
    process.argv.includes('--openai')
      ? { openaiApiKey: env.OPENAI_API_KEY, openaiBaseUrl: env.OPENAI_BASE_URL, openaiModel: env.OPENAI_MODEL }
      : {},
  );
  const all: LinkScore[] = [];
  try {
    for (const round of readRounds()) {
      if ((only.length > 0 || option('sealed').length > 0) && !only.includes(round.key)) continue;
      out(`== ${round.label}`);
      const scores = await scoreRound(analyzer, encoder, round.links, verbose, out);
      printTotals(round.label, scores, out);
      out();
      all.push(...scores);
    }
    // A sealed round is scored only when named, once, at first contact (README.md), then moved into rounds/.
    for (const key of option('sealed')) {
      const links = JSON.parse(readFileSync(join(SEALED_DIR, `${key}.json`), 'utf8')) as LabelledLink[];
      out(`== ${key} (sealed, first contact)`);
      const scores = await scoreRound(analyzer, encoder, links, verbose, out);
      printTotals(key, scores, out);
      out();
      all.push(...scores);
    }
    printTotals('All rounds', all, out);
  } finally {
    await encoder.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 1;
  });
}

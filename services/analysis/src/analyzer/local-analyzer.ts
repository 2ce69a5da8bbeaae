import type { AnalysisResult, KeyTheme } from '@pill/proto/analytics';
import { answerInsight, type AnswerInsight } from './answer-insight';
import type { AnalysisAnswer, AnalysisInput, AnalysisOutput, Analyzer } from './analyzer.port';
import { buildConcerns, type ConcernHit } from './concerns';
import { actionSteps, nextSteps, overview, type ThemeTally } from './narrative';
import { shortQuote } from './sentences';
import { adviceFor } from './theme-advice';

const MAX_THEMES = 10;
const MAX_INSIGHTS = 6;
const MAX_QUOTES = 3;

// Answers read between yields to the event loop: one process may also be serving requests.
const SLICE = 200;

/** The built-in analyzer: offline, deterministic, and linear in the number of answers. */
export class LocalAnalyzer implements Analyzer {
  async analyze(input: AnalysisInput, signal?: AbortSignal): Promise<AnalysisOutput> {
    signal?.throwIfAborted();
    const answers = nonBlank(input);
    const insights: AnswerInsight[] = [];
    for (let i = 0; i < answers.length; i += SLICE) {
      if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      for (const a of answers.slice(i, i + SLICE)) insights.push(answerInsight(a.questionText, a.response));
    }
    return { result: aggregate(input.linkTitle, answers, insights), analyzer: 'local' };
  }
}

const nonBlank = (input: AnalysisInput) => input.answers.filter((a) => a.response.trim().length > 0);

/** The same analysis in one synchronous pass (tests, evaluation, benchmarks). */
export function analyzeLocally(input: AnalysisInput): AnalysisResult {
  const answers = nonBlank(input);
  return aggregate(input.linkTitle, answers, answers.map((a) => answerInsight(a.questionText, a.response)));
}

function aggregate(linkTitle: string | undefined, answers: AnalysisAnswer[], insights: AnswerInsight[]): AnalysisResult {
  const tallies = tallyThemes(insights);
  const hits: ConcernHit[] = insights.flatMap((ins, answerIndex) => ins.concerns.map((c) => ({ ...c, answerIndex })));
  const concerns = buildConcerns(hits);

  const keyThemes: KeyTheme[] = [...tallies.values()]
    .filter((t) => t.frequency > 0)
    .sort((a, b) => b.frequency - a.frequency || b.praise + b.negative - (a.praise + a.negative))
    .slice(0, MAX_THEMES)
    .map((t) => ({ theme: t.theme, frequency: t.frequency, examples: t.examples }));

  const strengths = [...tallies.values()]
    .filter((t) => t.praise > 0 && t.praise >= t.negative)
    .sort((a, b) => b.praise - a.praise)
    .slice(0, MAX_INSIGHTS);
  const opportunities = [...tallies.values()]
    .filter((t) => t.negative > 0)
    .sort((a, b) => b.negative - a.negative)
    .slice(0, MAX_INSIGHTS);

  const respondents = new Set(answers.map((a) => a.submissionId)).size;
  return {
    summary: {
      overview: overview({ linkTitle, answers: answers.length, respondents, tallies: [...tallies.values()], keyThemes, strengths, opportunities, concerns }),
      responseCount: answers.length,
      keyThemes,
    },
    criticalConcerns: concerns.map((c) => c.concern),
    insights: {
      strengths: strengths.map((t) => ({
        area: t.theme,
        impact: `${adviceFor(t.theme).impact} ${mentioned(t.praise, 'positively')}`,
        evidence: t.praiseQuotes,
      })),
      opportunities: opportunities.map((t) => ({
        area: t.theme,
        suggestion: `${adviceFor(t.theme).suggestion} ${mentioned(t.negative, 'as needing change')}`,
        evidence: t.negativeQuotes,
      })),
    },
    nextSteps: nextSteps(concerns, strengths, opportunities, answers.length),
    actionSteps: actionSteps(concerns, strengths, opportunities),
  };
}

const mentioned = (n: number, how: string) => `(Raised ${how} in ${n === 1 ? 'one comment' : `${n} comments`}.)`;

function tallyThemes(insights: AnswerInsight[]): Map<string, ThemeTally> {
  const tallies = new Map<string, ThemeTally>();
  const tally = (theme: string): ThemeTally => {
    let t = tallies.get(theme);
    if (!t) tallies.set(theme, (t = { theme, frequency: 0, examples: [], praise: 0, negative: 0, praiseQuotes: [], negativeQuotes: [] }));
    return t;
  };
  for (const ins of insights) {
    for (const theme of ins.themes) {
      const t = tally(theme);
      t.frequency += 1;
      const sentence = ins.sentences.find((s) => s.themes.includes(theme));
      if (sentence) pushQuote(t.examples, sentence.text);
    }
    for (const clause of ins.clauses) {
      for (const theme of clause.themes) {
        const t = tally(theme);
        if (clause.polarity === 'praise') { t.praise += 1; pushQuote(t.praiseQuotes, clause.quote); }
        else if (clause.polarity === 'criticism' || clause.polarity === 'suggestion') { t.negative += 1; pushQuote(t.negativeQuotes, clause.quote); }
      }
    }
  }
  return tallies;
}

// Only the first few distinct quotes are kept, so the aggregate stays linear in the answers.
function pushQuote(list: string[], text: string): void {
  if (list.length >= MAX_QUOTES) return;
  const quote = shortQuote(text);
  if (quote.length >= 3 && !list.includes(quote)) list.push(quote);
}

import type { AnalysisResult } from '@pill/proto/analytics';
import type { ConcernKind, LabelledLink } from './labelled-link';

/** Which kind a concern title names (what an owner reads in it). */
const KIND: Record<ConcernKind, RegExp> = {
  substance: /substance|alcohol|drink|drug/i,
  conduct: /inappropriate|harass|sexual/i,
  intimidation: /intimidat|hostil|threat|fear|bull|shout|yell/i,
  discrimination: /discriminat|bias|unequal|unfair treatment/i,
  safety: /safety|unsafe|injur/i,
  wellbeing: /burnout|burn-out|wellbeing|well-being|stress|exhaust|overwork/i,
  ethics: /ethic|integrity|fraud|falsif|dishonest/i,
  attrition: /leaving|attrition|retention|turnover|quit/i,
};
export const kindsOf = (title: string) => (Object.keys(KIND) as ConcernKind[]).filter((k) => KIND[k].test(title));

export interface Score {
  hit: number;
  of: number;
}
export interface LinkScore {
  title: string;
  clean: boolean;
  themes: Score;
  concerns: Score;
  strengths: Score;
  opportunities: Score;
  /** Concerns (any severity) that quote nothing a reader flagged as that kind. */
  falseAlarms: string[];
  /** Strengths whose evidence is a complaint or a concern and no praise. */
  complaintsAsStrengths: string[];
  /** Growth areas whose evidence is praise only. */
  praiseAsGrowth: string[];
  grounded: Score;
  /** Shown items that quote what a reader labelled in the same section, over items shown (themes, strengths and growth areas together). */
  shownLabelled: Score;
  missed: string[];
}

type Where = { answer: number; start: number; end: number };

/** Where a quote sits in the link's answers (quotes are verbatim pieces, first occurrence). */
function locate(link: LabelledLink, quote: string): Where | undefined {
  for (let i = 0; i < link.answers.length; i++) {
    const start = link.answers[i][1].indexOf(quote);
    if (start >= 0) return { answer: i, start, end: start + quote.length };
  }
  return undefined;
}

/** Two quotes are the same evidence when they share at least half of the shorter one. */
function overlaps(a: Where | undefined, b: Where | undefined): boolean {
  if (!a || !b || a.answer !== b.answer) return false;
  const shared = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  return shared > 0 && shared >= 0.5 * Math.min(a.end - a.start, b.end - b.start);
}

/**
 * Scores an analysis strictly, as its owner reads it: a label counts as found when a finding of
 * the right section quotes its evidence; any concern quoting nothing a reader flagged as its kind
 * is a false alarm, whatever its severity; a strength quoting a complaint is an error.
 */
export function scoreLink(link: LabelledLink, result: AnalysisResult): LinkScore {
  const at = (quotes: string[]) => quotes.map((q) => locate(link, q));
  const any = (found: Array<Where | undefined>, expected: Array<Where | undefined>) =>
    found.some((f) => expected.some((e) => overlaps(f, e)));
  const missed: string[] = [];

  const matchOneToOne = (
    what: string,
    expected: Array<{ name: string; quotes: string[] }>,
    found: Array<{ name: string; quotes: string[] }>,
  ): Score => {
    const used = new Set<number>();
    let hit = 0;
    for (const e of expected) {
      const ew = at(e.quotes);
      const i = found.findIndex((f, k) => !used.has(k) && any(at(f.quotes), ew));
      if (i >= 0) {
        used.add(i);
        hit++;
      } else missed.push(`${what}: ${e.name}`);
    }
    return { hit, of: expected.length };
  };

  const exp = link.expected;
  const themes = matchOneToOne(
    'theme',
    exp.themes,
    result.summary.keyThemes.map((t) => ({ name: t.theme, quotes: t.examples })),
  );
  const strengths = matchOneToOne(
    'strength',
    exp.strengths.map((s) => ({ name: s.area, quotes: s.quotes })),
    result.insights.strengths.map((s) => ({ name: s.area, quotes: s.evidence })),
  );
  const opportunities = matchOneToOne(
    'opportunity',
    exp.opportunities.map((o) => ({ name: o.area, quotes: o.quotes })),
    result.insights.opportunities.map((o) => ({ name: o.area, quotes: o.evidence })),
  );

  let concernHits = 0;
  for (const e of exp.concerns) {
    const ew = at(e.quotes);
    if (result.criticalConcerns.some((c) => kindsOf(c.concernTitle).includes(e.kind) && any(at(c.evidence), ew))) concernHits++;
    else missed.push(`concern: ${e.kind}`);
  }
  const falseAlarms = result.criticalConcerns
    .filter((c) => !exp.concerns.some((e) => kindsOf(c.concernTitle).includes(e.kind) && any(at(c.evidence), at(e.quotes))))
    .map((c) => `${c.severityLevel} ${c.concernTitle}: “${c.evidence[0] ?? ''}”`);

  const praise = exp.strengths.flatMap((s) => at(s.quotes));
  const complaints = [...exp.opportunities.flatMap((o) => at(o.quotes)), ...exp.concerns.flatMap((c) => at(c.quotes))];
  const complaintsAsStrengths = result.insights.strengths
    .filter((s) => any(at(s.evidence), complaints) && !any(at(s.evidence), praise))
    .map((s) => `${s.area}: “${s.evidence.find((q) => complaints.some((c) => overlaps(locate(link, q), c))) ?? ''}”`);
  const praiseAsGrowth = result.insights.opportunities
    .filter((o) => any(at(o.evidence), praise) && !any(at(o.evidence), complaints))
    .map((o) => `${o.area}: “${o.evidence[0] ?? ''}”`);

  const labelled = (found: string[][], expected: string[][]) => found.filter((f) => expected.some((e) => any(at(f), at(e)))).length;
  const shown = [
    [result.summary.keyThemes.map((t) => t.examples), exp.themes.map((t) => t.quotes)],
    [result.insights.strengths.map((t) => t.evidence), exp.strengths.map((t) => t.quotes)],
    [result.insights.opportunities.map((t) => t.evidence), exp.opportunities.map((t) => t.quotes)],
  ] as const;
  const shownLabelled = {
    hit: shown.reduce((n, [f, e]) => n + labelled([...f], [...e]), 0),
    of: shown.reduce((n, [f]) => n + f.length, 0),
  };
  const texts = link.answers.map(([, a]) => a);
  const quotes = [
    ...result.summary.keyThemes.flatMap((t) => t.examples),
    ...result.criticalConcerns.flatMap((c) => c.evidence),
    ...result.insights.strengths.flatMap((s) => s.evidence),
    ...result.insights.opportunities.flatMap((o) => o.evidence),
  ];
  return {
    title: link.title,
    clean: exp.concerns.length === 0,
    themes,
    concerns: { hit: concernHits, of: exp.concerns.length },
    strengths,
    opportunities,
    falseAlarms,
    complaintsAsStrengths,
    praiseAsGrowth,
    grounded: { hit: quotes.filter((q) => texts.some((t) => t.includes(q))).length, of: quotes.length },
    shownLabelled,
    missed,
  };
}

/** Labels found over labels expected plus errors an owner would be misled by. */
export function strictScore(scores: LinkScore[]): Score {
  const found = scores.reduce((n, s) => n + s.themes.hit + s.concerns.hit + s.strengths.hit + s.opportunities.hit, 0);
  const expected = scores.reduce((n, s) => n + s.themes.of + s.concerns.of + s.strengths.of + s.opportunities.of, 0);
  const errors = scores.reduce((n, s) => n + s.falseAlarms.length + s.complaintsAsStrengths.length + s.praiseAsGrowth.length, 0);
  return { hit: found, of: expected + errors };
}

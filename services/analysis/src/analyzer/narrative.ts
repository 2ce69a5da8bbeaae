import type { AnalysisResult, KeyTheme } from '@pill/proto/analytics';
import type { FoundConcern } from './concerns';
import { adviceFor } from './theme-advice';

export interface ThemeTally {
  theme: string;
  /** Answers whose own words mention the theme. */
  frequency: number;
  examples: string[];
  praise: number;
  negative: number;
  praiseQuotes: string[];
  negativeQuotes: string[];
}

type ActionStep = AnalysisResult['actionSteps'][number];

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lower = (theme: string) => theme.charAt(0).toLowerCase() + theme.slice(1);

export function overview(p: {
  linkTitle?: string; answers: number; respondents: number; tallies: ThemeTally[]; keyThemes: KeyTheme[];
  strengths: ThemeTally[]; opportunities: ThemeTally[]; concerns: FoundConcern[];
}): string {
  if (p.answers === 0) return 'No answers yet, so there is nothing to analyse.';
  const about = p.linkTitle ? ` to “${p.linkTitle.trim()}”` : '';
  const who = p.respondents === 1 ? 'one respondent' : `${p.respondents} respondents`;
  const parts = [`${p.answers === 1 ? 'One answer' : `${p.answers} answers`} from ${who}${about}.`];
  if (p.keyThemes.length > 0) {
    parts.push(`Most discussed: ${list(p.keyThemes.slice(0, 3).map((t) => `${lower(t.theme)} (${t.frequency})`))}.`);
  }
  const praise = p.tallies.reduce((n, t) => n + t.praise, 0);
  const negative = p.tallies.reduce((n, t) => n + t.negative, 0);
  if (praise + negative > 0) parts.push(`The tone is ${tone(praise, negative)}.`);
  if (p.strengths.length > 0) parts.push(`Respondents value ${list(p.strengths.slice(0, 2).map((t) => lower(t.theme)))}.`);
  if (p.opportunities.length > 0) parts.push(`The clearest room to grow is in ${list(p.opportunities.slice(0, 2).map((t) => lower(t.theme)))}.`);
  if (p.concerns.length > 0) parts.push(concernsLine(p.concerns));
  return parts.join(' ');
}

/** Every concern listed is counted, and how many of them are High ("5 concerns, 3 of them High: ..."). */
function concernsLine(concerns: FoundConcern[]): string {
  const titles = (cs: FoundConcern[]) => list(cs.map((c) => lower(c.concern.concernTitle)));
  const high = concerns.filter((c) => c.concern.severityLevel === 'High');
  const rest = concerns.filter((c) => c.concern.severityLevel !== 'High');
  const count = concerns.length === 1 ? 'One concern' : `${concerns.length} concerns`;
  if (rest.length === 0) return `${count}, ${concerns.length === 1 ? 'High, needs' : 'all High, need'} prompt attention: ${titles(high)}.`;
  if (high.length === 0) return `${count} to watch, none High: ${titles(rest)}.`;
  const needs = high.length === 1 ? 'needs' : 'need';
  return `${count}, ${high.length === 1 ? 'one' : high.length} of them High: ${titles(high)} ${needs} prompt attention; also watch ${titles(rest)}.`;
}

function tone(praise: number, negative: number): string {
  const share = praise / (praise + negative);
  if (share >= 0.7) return 'mostly positive';
  if (share <= 0.3) return 'mostly critical';
  return 'mixed, with both praise and criticism';
}

export function nextSteps(concerns: FoundConcern[], strengths: ThemeTally[], opportunities: ThemeTally[], answers: number): string {
  if (answers === 0) return 'Share the feedback link to collect answers; the analysis appears once responses arrive.';
  const parts: string[] = [];
  const high = concerns.filter((c) => c.concern.severityLevel === 'High');
  if (high.length > 0) parts.push(`Start with the critical concerns (${list(high.map((c) => lower(c.concern.concernTitle)))}): ${lower(high[0].rule.step.action)}.`);
  else if (concerns.length > 0) parts.push(`Keep an eye on ${lower(concerns[0].concern.concernTitle)}: ${lower(concerns[0].rule.step.action)}.`);
  if (opportunities.length > 0) parts.push(`Focus next on ${lower(opportunities[0].theme)}: ${lower(adviceFor(opportunities[0].theme).suggestion)}`);
  if (strengths.length > 0) parts.push(`Keep doing what works in ${list(strengths.slice(0, 2).map((t) => lower(t.theme)))}.`);
  parts.push('Thank respondents, tell them what you will change, and ask again in six to eight weeks to see whether it worked.');
  return parts.join(' ');
}

/** 3 to 6 steps: concerns first, then the most raised growth areas, then a strength to build on. */
export function actionSteps(concerns: FoundConcern[], strengths: ThemeTally[], opportunities: ThemeTally[]): ActionStep[] {
  const steps: ActionStep[] = concerns.slice(0, 2).map((c) => ({ ...c.rule.step }));
  const timeframes = ['Next two weeks', 'Next 30 days', 'Next 60 days'];
  opportunities.slice(0, Math.min(3, 5 - steps.length)).forEach((t, i) => {
    const advice = adviceFor(t.theme);
    steps.push({ action: advice.action, timeframe: timeframes[i], expectedImpact: advice.expectedImpact });
  });
  if (strengths.length > 0 && steps.length < 6) {
    const t = strengths[0];
    steps.push({
      action: `Keep investing in ${lower(t.theme)}: tell the team it is valued and share how you do it so others can too`,
      timeframe: 'Ongoing',
      expectedImpact: adviceFor(t.theme).impact,
    });
  }
  const fillers: ActionStep[] = [
    { action: 'Thank respondents and share the main themes you heard and the one change you will make first', timeframe: 'This week', expectedImpact: 'Respondents see their feedback was heard, so they keep giving it' },
    { action: 'Collect feedback again with the same questions to check whether the changes are noticed', timeframe: 'In six to eight weeks', expectedImpact: 'A measurable view of progress' },
    { action: 'Ask two or three trusted colleagues for specific examples behind the themes raised', timeframe: 'Next two weeks', expectedImpact: 'A clearer picture of what to change' },
  ];
  for (const f of fillers) if (steps.length < 3 || (steps.length < 6 && f === fillers[0])) steps.push(f);
  return steps.slice(0, 6);
}

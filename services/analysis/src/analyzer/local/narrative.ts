import type { AnalysisResult } from '@pill/proto/analytics';
import { CONCERN_GUIDE, type FoundConcern } from './concerns';

/** A theme read for the owner: who raised it, and in which tone. */
export interface ThemeReading {
  name: string;
  answers: number;
  praise: { answers: number; quotes: string[] };
  criticism: { answers: number; quotes: string[]; requests: string[] };
}

type ActionStep = AnalysisResult['actionSteps'][number];

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lower = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const answersWord = (n: number) => (n === 1 ? 'one answer' : `${n} answers`);
const quoted = (q: string) => `“${q}”`;

export interface Story {
  linkTitle?: string;
  answers: number;
  respondents: number;
  themes: ThemeReading[];
  strengths: ThemeReading[];
  opportunities: ThemeReading[];
  concerns: FoundConcern[];
  tone: { praise: number; criticism: number };
}

export function overview(s: Story): string {
  const about = s.linkTitle ? ` to “${s.linkTitle.trim()}”` : '';
  const who = s.respondents === 1 ? 'one respondent' : `${s.respondents} respondents`;
  const parts = [`${s.answers === 1 ? 'One answer' : `${s.answers} answers`} from ${who}${about}.`];
  if (s.themes.length > 0)
    parts.push(`Most discussed: ${list(s.themes.slice(0, 3).map((t) => `${lower(t.name)} (${answersWord(t.answers)})`))}.`);
  const { praise, criticism } = s.tone;
  if (praise + criticism > 0) {
    const share = praise / (praise + criticism);
    const tone = share >= 0.7 ? 'mostly positive' : share <= 0.3 ? 'mostly critical' : 'mixed';
    const says = (n: number, verb: string) => (n === 0 ? `no answer ${verb}s` : n === 1 ? `one answer ${verb}s` : `${n} answers ${verb}`);
    parts.push(
      `The tone is ${tone}: ${says(praise, 'praise')} something, ${says(criticism, 'criticise')} something or ask${criticism <= 1 ? 's' : ''} for a change.`,
    );
  }
  if (s.strengths.length > 0) parts.push(`Valued most: ${list(s.strengths.slice(0, 2).map((t) => lower(t.name)))}.`);
  if (s.opportunities.length > 0) parts.push(`Most asked to change: ${list(s.opportunities.slice(0, 2).map((t) => lower(t.name)))}.`);
  if (s.concerns.length > 0) {
    const high = s.concerns.filter((c) => c.concern.severityLevel === 'High');
    const count = s.concerns.length === 1 ? 'One concern' : `${s.concerns.length} concerns`;
    const highPart =
      high.length === 0
        ? 'none High'
        : high.length === s.concerns.length
          ? high.length === 1
            ? 'High'
            : 'all High'
          : `${high.length} of them High`;
    parts.push(`${count} to act on (${highPart}): ${list(s.concerns.map((c) => lower(c.concern.concernTitle)))}.`);
  }
  return parts.join(' ');
}

export function nextSteps(s: Story): string {
  const parts: string[] = [];
  if (s.concerns.length > 0) {
    const first = s.concerns[0];
    parts.push(`Start with ${lower(first.concern.concernTitle)}: ${lower(CONCERN_GUIDE[first.kind].action)}.`);
  }
  const focus = s.opportunities[0];
  if (focus) {
    const n = focus.criticism.answers;
    parts.push(
      `Then ${lower(focus.name)}, raised in ${answersWord(n)}${focus.criticism.quotes[0] ? `, such as ${quoted(focus.criticism.quotes[0])}` : ''}.`,
    );
  }
  const keep = s.strengths[0];
  if (keep) parts.push(`Keep ${lower(keep.name)}, praised in ${answersWord(keep.praise.answers)}.`);
  parts.push('Tell respondents what you heard and what you will change first, then ask again in six to eight weeks.');
  return parts.join(' ');
}

/** Concerns first, then the most raised growth areas in the respondents' own words, then a strength to keep. */
export function actionSteps(s: Story): ActionStep[] {
  const steps: ActionStep[] = s.concerns.slice(0, 2).map((c) => ({
    action: `${CONCERN_GUIDE[c.kind].action} (${c.respondents === 1 ? 'one respondent' : `${c.respondents} respondents`}: ${quoted(c.concern.evidence[0])})`,
    timeframe: c.concern.severityLevel === 'High' ? 'This week' : 'Next two weeks',
    expectedImpact: CONCERN_GUIDE[c.kind].impact,
  }));
  const timeframes = ['Next two weeks', 'Next 30 days', 'Next 60 days'];
  s.opportunities.slice(0, Math.min(3, 5 - steps.length)).forEach((t, i) => {
    const ask = t.criticism.requests[0];
    const said = ask ? `asked for: ${quoted(ask)}` : `said: ${quoted(t.criticism.quotes[0])}`;
    steps.push({
      action: `Agree one change on ${lower(t.name)} with the people who raised it (${answersWord(t.criticism.answers)}; one ${said})`,
      timeframe: timeframes[i],
      expectedImpact: `Fewer answers about ${lower(t.name)} needing change next time you ask`,
    });
  });
  const keep = s.strengths[0];
  if (keep && steps.length < 6) {
    const praised = keep.praise.answers === 1 ? 'one answer praises' : `${keep.praise.answers} answers praise`;
    steps.push({
      action: `Keep ${lower(keep.name)} going and tell the team it is noticed (${praised} it: ${quoted(keep.praise.quotes[0])})`,
      timeframe: 'Ongoing',
      expectedImpact: 'What works keeps working, and people know it is valued',
    });
  }
  if (steps.length < 3) {
    steps.push({
      action: `Share back what ${s.respondents === 1 ? 'the respondent' : `the ${s.respondents} respondents`} said and the one change you will make first`,
      timeframe: 'This week',
      expectedImpact: 'Respondents see their feedback was heard, so they keep giving it',
    });
  }
  if (steps.length < 3) {
    steps.push({
      action: 'Ask again with the same questions to see whether the change is noticed',
      timeframe: 'In six to eight weeks',
      expectedImpact: 'A measure of progress',
    });
  }
  return steps;
}

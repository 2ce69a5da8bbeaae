import type { CriticalConcern } from '@pill/proto/analytics';
import type { ConcernKind } from './reading-model';
import { shortQuote } from './units';
import type { UnitMatrix } from './unit-matrix';

/** A unit the concern head flagged, with the kind and how sure it is. */
export interface Flag { row: number; kind: ConcernKind; p: number; threshold: number }

/** What each kind is called and what an owner should do about it. */
export const CONCERN_GUIDE: Record<ConcernKind, { title: string; describes: string; action: string; impact: string; severe: boolean }> = {
  intimidation: {
    title: 'Intimidation or bullying', describes: 'people intimidated, shouted at or punished for speaking up', severe: true,
    action: 'Talk privately with the people affected, make clear that raising a problem is safe, and bring in HR or an independent person if it continues',
    impact: 'People can raise problems without fear, so you hear about them early',
  },
  conduct: {
    title: 'Inappropriate sexual comments or conduct', describes: 'unwanted sexual attention, comments or touching', severe: true,
    action: 'Take it to HR or the person responsible for conduct now, protect the people affected, and act on your conduct policy',
    impact: 'The behaviour stops and people see that reports are acted on',
  },
  discrimination: {
    title: 'Discrimination or unequal treatment', describes: 'people treated worse because of who they are', severe: true,
    action: 'Check how work, shifts and chances are given out, talk with the people affected, and involve HR',
    impact: 'Everyone is treated on the same terms, and seen to be',
  },
  safety: {
    title: 'Physical safety risk', describes: 'a risk that someone gets hurt', severe: true,
    action: 'Stop the practice or take the equipment out of use, check it with whoever is responsible for safety, and tell the team what changed',
    impact: 'Nobody gets hurt, and people see that safety reports are acted on',
  },
  substance: {
    title: 'Possible substance use at work', describes: 'alcohol or drug use affecting work', severe: true,
    action: 'Have a private, supportive conversation, offer assistance or counselling, and record any incident that puts people at risk',
    impact: 'Risk to the person and others is reduced, with support rather than blame',
  },
  wellbeing: {
    title: 'Burnout or wellbeing risk', describes: 'people exhausted, not coping or in distress', severe: false,
    action: 'Check in one to one with the team, take work off the people most stretched, and point to support such as an assistance programme',
    impact: 'People recover before they burn out or leave',
  },
  ethics: {
    title: 'Possible fraud or falsified records', describes: 'records, money or the people you serve handled dishonestly', severe: true,
    action: 'Check the records in question quietly, stop any instruction to falsify them, and report it to whoever is responsible for compliance',
    impact: 'Records can be trusted, and nobody is asked to cover for them',
  },
  attrition: {
    title: 'People leaving (retention risk)', describes: 'people leaving or planning to leave because of how things are', severe: false,
    action: 'Talk with the people at risk of leaving about what would make them stay, and act on the reasons they give',
    impact: 'You keep the people you would otherwise lose',
  },
};

export interface FoundConcern { kind: ConcernKind; concern: CriticalConcern; respondents: number }

/**
 * One concern per kind flagged: High when the kind is serious and more than one respondent
 * describes it or the head is well past its threshold, otherwise Medium; evidence is the
 * flagged units, surest first.
 */
export function buildConcerns(m: UnitMatrix, flags: Flag[]): FoundConcern[] {
  const byKind = new Map<ConcernKind, Flag[]>();
  for (const f of flags) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f]);
  const found = [...byKind].map(([kind, fs]) => {
    const guide = CONCERN_GUIDE[kind];
    const respondents = new Set(fs.map((f) => m.units[f.row].submissionId)).size;
    const strong = fs.some((f) => f.p >= f.threshold + (1 - f.threshold) / 2);
    const high = guide.severe ? respondents >= 2 || strong : respondents >= (kind === 'attrition' ? 3 : 2);
    const evidence = [...new Set(fs.sort((a, b) => b.p - a.p).map((f) => shortQuote(m.units[f.row].text)))].slice(0, 3);
    const who = respondents === 1 ? 'One respondent describes' : `${respondents} respondents describe`;
    const concern: CriticalConcern = {
      concernTitle: guide.title,
      severityLevel: high ? 'High' : 'Medium',
      ...(high ? { urgency: guide.severe ? 'Immediate' : 'Within days' } : {}),
      explanation: `${who} ${guide.describes}. Read the answers quoted and act before it repeats.`,
      evidence,
    };
    return { kind, concern, respondents };
  });
  return found.sort((a, b) => Number(b.concern.severityLevel === 'High') - Number(a.concern.severityLevel === 'High') || b.respondents - a.respondents);
}

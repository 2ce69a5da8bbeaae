import type { CriticalConcern } from '@pill/proto/analytics';
import guide from './concern-guide.json';
import type { ConcernKind } from './reading-model';
import { shortQuote } from './units';
import type { UnitMatrix } from './unit-matrix';

/** A unit the concern head flagged, with the kind and how sure it is. */
export interface Flag {
  row: number;
  kind: ConcernKind;
  p: number;
  threshold: number;
}

/** What each kind is called and what an owner should do about it. */
export interface ConcernGuide {
  title: string;
  describes: string;
  action: string;
  impact: string;
  severe: boolean;
}
export const CONCERN_GUIDE: Readonly<Record<ConcernKind, ConcernGuide>> = guide;

export interface FoundConcern {
  kind: ConcernKind;
  concern: CriticalConcern;
  respondents: number;
}

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
  return found.sort(
    (a, b) => Number(b.concern.severityLevel === 'High') - Number(a.concern.severityLevel === 'High') || b.respondents - a.respondents,
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Concern kinds a careful reader would flag (the built-in analyzer's kinds). */
export type ConcernKind = 'intimidation' | 'conduct' | 'discrimination' | 'safety' | 'substance' | 'wellbeing' | 'ethics' | 'attrition';

/**
 * One labelled feedback link: realistic answers and what a careful owner takes from them, each
 * label tied to the verbatim pieces of answers behind it, so a finding is matched by what it
 * quotes, not by how it is named.
 */
export interface LabelledLink {
  title: string;
  /** [question, answer, respondent]: answers with the same respondent come from one submission. */
  answers: Array<[string, string, string]>;
  expected: {
    themes: Array<{ name: string; quotes: string[] }>;
    /** Empty on a clean link. */
    concerns: Array<{ kind: ConcernKind; quotes: string[] }>;
    strengths: Array<{ area: string; quotes: string[] }>;
    opportunities: Array<{ area: string; quotes: string[] }>;
  };
}

export interface Round {
  key: string;
  label: string;
  links: LabelledLink[];
}

export const ROUNDS_DIR = join(__dirname, 'rounds');

/** Rounds by file (`round-15.json` is round 15), in order; the README says which were tuned on. */
export function readRounds(): Round[] {
  return readdirSync(ROUNDS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ f, n: Number(/\d+/.exec(f)?.[0] ?? 0) }))
    .sort((a, b) => a.n - b.n || a.f.localeCompare(b.f))
    .map(({ f }) => ({
      key: f.replace(/\.json$/, ''),
      label: f.replace(/\.json$/, '').replace('-', ' '),
      links: JSON.parse(readFileSync(join(ROUNDS_DIR, f), 'utf8')) as LabelledLink[],
    }));
}

import type { Analytics, KeyTheme } from '@pill/proto/analytics';
import type { PillEvent } from '@pill/proto/events';
import { submittedHour } from '@pill/proto/threshold';
import type { AnalysisAnswer } from '../analyzer/analyzer.port';
import { NO_REFUSALS } from './moderation-refusals';

/**
 * One submission as the analysis sees it (never the respondent's name), one document per
 * submission stream. An erased submission keeps its document with no answers, so the versions
 * of a link's documents, and with them the link's revision, only ever grow.
 */
export interface SubmissionDoc {
  linkId: string;
  submittedAt: string;
  answers: AnalysisAnswer[];
  /** How many events changed the answers (a conversation's do not); absent in older documents. */
  answerChanges?: number;
}

/** What an analysis is current with: the submission's answer changes, else (older documents) its version. */
export const answerRevisionOf = (doc: SubmissionDoc, version: number): number => doc.answerChanges ?? version;

/** A link's visits per day, one document per visit stream (counts only, nothing about visitors). */
export interface VisitsDoc {
  linkId: string;
  byDay: Record<string, number>;
}

export const NO_ANALYTICS: Analytics = {
  totalResponses: 0,
  totalVisits: 0,
  commonThemes: [],
  responsesByDate: [],
  visitsByDate: [],
  moderation: NO_REFUSALS,
  capsReached: [],
};

const day = (iso: string) => iso.slice(0, 10);

/** Folds one event of a submission stream; `removed` are the answers that went. */
/** One more answer change; a document folded before they were counted had only such events, one per version. */
const changed = (doc: SubmissionDoc, event: PillEvent) => (doc.answerChanges ?? event.streamVersion - 1) + 1;

export function foldSubmission(
  current: SubmissionDoc | undefined,
  event: PillEvent,
): { doc: SubmissionDoc | null; removed: AnalysisAnswer[] } {
  switch (event.type) {
    case 'submission.received': {
      const d = event.data;
      const answers = d.responses.map((r) => ({
        responseId: r.responseId,
        submissionId: d.submissionId,
        questionText: r.questionText,
        response: r.response,
      }));
      return { doc: { linkId: d.linkId, submittedAt: d.submittedAt, answers, answerChanges: 1 }, removed: [] };
    }
    case 'submission.response-deleted': {
      if (!current) return { doc: null, removed: [] };
      const { responseId } = event.data;
      return {
        doc: { ...current, answers: current.answers.filter((a) => a.responseId !== responseId), answerChanges: changed(current, event) },
        removed: current.answers.filter((a) => a.responseId === responseId),
      };
    }
    case 'submission.erased':
      return current
        ? {
            doc: { linkId: current.linkId, submittedAt: current.submittedAt, answers: [], answerChanges: changed(current, event) },
            removed: current.answers,
          }
        : { doc: null, removed: [] };
    default:
      return { doc: current ?? null, removed: [] };
  }
}

/** Folds one event of a visit stream. */
export function foldVisits(current: VisitsDoc | undefined, event: PillEvent): VisitsDoc | null {
  if (event.type !== 'link.visited') return current ?? null;
  const d = event.data;
  const key = day(d.visitedAt);
  const byDay = { ...current?.byDay };
  byDay[key] = (Object.hasOwn(byDay, key) ? byDay[key] : 0) + d.count;
  return { linkId: d.linkId, byDay };
}

const dated = (counts: Map<string, number>) => [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
const bump = (counts: Map<string, number>, key: string, by: number) => counts.set(key, (counts.get(key) ?? 0) + by);

/**
 * The link's analytics, computed from its documents at read time (no counters to keep exact);
 * its common themes are the latest analysis's key themes, counted in answers.
 */
export function computeAnalytics(
  submissions: SubmissionDoc[],
  visits: VisitsDoc[],
  themes: KeyTheme[],
): Omit<Analytics, 'moderation' | 'capsReached'> {
  const responsesByDay = new Map<string, number>();
  const visitsByDay = new Map<string, number>();
  let totalResponses = 0;
  for (const s of submissions) {
    if (s.answers.length === 0) continue;
    totalResponses++;
    bump(responsesByDay, day(s.submittedAt), 1);
  }
  let totalVisits = 0;
  for (const v of visits) {
    for (const [date, count] of Object.entries(v.byDay)) {
      bump(visitsByDay, date, count);
      totalVisits += count;
    }
  }
  return {
    totalResponses,
    totalVisits,
    commonThemes: themes.map((t) => ({ theme: t.theme, count: t.frequency })),
    responsesByDate: dated(responsesByDay),
    visitsByDate: dated(visitsByDay),
  };
}

/** Submissions still holding an answer and the hour (UTC) of the latest, never its minute. */
export function activityOf(submissions: SubmissionDoc[]): { responses: number; lastResponseAt?: string } {
  const answered = submissions.filter((s) => s.answers.length > 0);
  const latest = answered.reduce<string | undefined>((at, s) => (at === undefined || s.submittedAt > at ? s.submittedAt : at), undefined);
  return { responses: answered.length, ...(latest ? { lastResponseAt: submittedHour(latest) } : {}) };
}

/** The answers for the analyzer, oldest submission first so a run does not depend on storage order. */
export function answersOf(submissions: Array<{ id: string; data: SubmissionDoc }>): AnalysisAnswer[] {
  return [...submissions]
    .sort((a, b) => a.data.submittedAt.localeCompare(b.data.submittedAt) || a.id.localeCompare(b.id))
    .flatMap((s) =>
      s.data.answers.map(({ responseId, submissionId, questionText, response }) => ({ responseId, submissionId, questionText, response })),
    );
}

/** Grows with every folded submission event of the link: each submission document's version only grows and none is ever removed. */
export function revisionOf(versions: number[]): number {
  return versions.reduce((sum, v) => sum + v, 0);
}

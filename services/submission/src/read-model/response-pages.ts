import { z } from 'zod';
import { invalid } from '@pill/platform/errors';
import { Id, IsoDateTime } from '@pill/proto/common';
import { responseTotals } from '@pill/proto/response-groups';
import { RESPONSES_PAGE, type OwnerResponse, type ResponsesPage, type ResponseTotals } from '@pill/proto/submission';
import { belowThreshold, submittedHour, type ThresholdOf } from '../domain/threshold';
import type { SubmissionDocument } from './submission-documents';

/**
 * Where an answer sits in the owner's list: newest hour first; within an hour by submission id,
 * which is random, so the order tells nothing of who came first; then its place in the submission.
 */
interface Position {
  hour: string;
  submissionId: string;
  index: number;
}

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  questionId?: string | undefined;
}

const CursorTuple = z.tuple([IsoDateTime, Id, z.number().int().min(0)]);
/** A cursor handed out before answers were ordered by hour: [submittedAt, arrival, submissionId, index]. */
const EarlierCursorTuple = z.tuple([IsoDateTime, z.number().int(), Id, z.number().int().min(0)]);

/** The cursor is the position of the last answer shown, never an offset: arrivals and deletions do not shift it. */
export function encodeCursor(at: Position): string {
  return Buffer.from(JSON.stringify([at.hour, at.submissionId, at.index])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('Invalid cursor.');
  }
  const current = CursorTuple.safeParse(raw);
  if (current.success) return { hour: submittedHour(current.data[0]), submissionId: current.data[1], index: current.data[2] };
  const earlier = EarlierCursorTuple.safeParse(raw);
  if (earlier.success) return { hour: submittedHour(earlier.data[0]), submissionId: earlier.data[2], index: earlier.data[3] };
  throw invalid('Invalid cursor.');
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Submissions in the owner's order: newest hour first, then by (random) submission id. */
function compareSubmissions(a: Omit<Position, 'index'>, b: Omit<Position, 'index'>): number {
  return compareText(b.hour, a.hour) || compareText(a.submissionId, b.submissionId);
}

const keyOf = (s: SubmissionDocument) => ({ hour: submittedHour(s.submittedAt), submissionId: s.id });

function ownerView(s: SubmissionDocument, r: SubmissionDocument['responses'][number]): OwnerResponse {
  return {
    id: r.responseId,
    submissionId: s.id,
    response: r.response,
    question: { id: r.questionId, text: r.questionText },
    ...(s.respondentName ? { respondentName: s.respondentName } : {}),
    submittedAt: submittedHour(s.submittedAt),
  };
}

/** Every answer after `after` (all of them without it), in the owner's order, lazily. */
function* answersAfter(submissions: SubmissionDocument[], ownerId: string, after: Position | undefined, questionId: string | undefined) {
  const mine = submissions.filter((s) => s.ownerId === ownerId && (!after || compareSubmissions(keyOf(s), after) >= 0));
  mine.sort((a, b) => compareSubmissions(keyOf(a), keyOf(b)));
  for (const s of mine) {
    const shownUpTo = after !== undefined && compareSubmissions(keyOf(s), after) === 0 ? after.index : -1;
    // Answers keep the index they arrived with, so deleting one does not move the others past the cursor.
    const answers = s.responses.map((r, i) => ({ r, index: r.index ?? i })).sort((a, b) => a.index - b.index);
    for (const { r, index } of answers) {
      if (index <= shownUpTo) continue;
      if (questionId !== undefined && r.questionId !== questionId) continue;
      yield { response: ownerView(s, r), at: { ...keyOf(s), index } };
    }
  }
}

/** Every answer of the owner's submissions, however it is paged or filtered. */
function* everyAnswer(submissions: SubmissionDocument[], ownerId: string) {
  for (const s of submissions) if (s.ownerId === ownerId) for (const r of s.responses) yield ownerView(s, r);
}

/** The link's totals, over all its answers (not one page's, nor one question's), grouped as the owner's screens group them. */
export function totalsOfResponses(submissions: SubmissionDocument[], ownerId: string): ResponseTotals {
  return responseTotals(everyAnswer(submissions, ownerId));
}

/** How many of the owner's submissions still hold an answer: what the link's threshold counts, like the analytics' total. */
export function answeredSubmissions(submissions: SubmissionDocument[], ownerId: string): number {
  return submissions.filter((s) => s.ownerId === ownerId && s.responses.length > 0).length;
}

/**
 * One page of a link's answers for its owner: at most `limit` answers and about
 * `RESPONSES_PAGE.maxBytes` of JSON (always at least one answer), the cursor of the next page
 * while more remain, and the totals of all the link's answers. Another owner's submissions are not
 * shown, and none is while the link has fewer submissions than its threshold (the totals still are).
 */
export function pageOfResponses(
  submissions: SubmissionDocument[],
  ownerId: string,
  request: PageRequest,
  link: ThresholdOf,
): ResponsesPage {
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  const totals = totalsOfResponses(submissions, ownerId);
  if (belowThreshold(link, answeredSubmissions(submissions, ownerId))) return { responses: [], next: null, totals };
  const responses: OwnerResponse[] = [];
  let bytes = 2;
  let last: Position | undefined;
  for (const { response, at } of answersAfter(submissions, ownerId, after, request.questionId)) {
    const size = Buffer.byteLength(JSON.stringify(response)) + 1;
    const full = responses.length >= request.limit || (responses.length > 0 && bytes + size > RESPONSES_PAGE.maxBytes);
    if (full) return { responses, next: last ? encodeCursor(last) : null, totals };
    responses.push(response);
    bytes += size;
    last = at;
  }
  return { responses, next: null, totals };
}

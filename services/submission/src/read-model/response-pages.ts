import { z } from 'zod';
import { invalid } from '@pill/platform/errors';
import { Id, IsoDateTime } from '@pill/proto/common';
import { responseTotals } from '@pill/proto/response-groups';
import { RESPONSES_PAGE, type OwnerResponse, type ResponsesPage, type ResponseTotals } from '@pill/proto/submission';
import type { SubmissionDocument } from './submission-documents';

/** Where an answer sits in the owner's list: newest submission first, then arrival, then its place in the submission. */
interface Position {
  submittedAt: string;
  position: number;
  submissionId: string;
  index: number;
}

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  questionId?: string | undefined;
}

const CursorTuple = z.tuple([IsoDateTime, z.number().int(), Id, z.number().int().min(0)]);

/** The cursor is the position of the last answer shown, never an offset: arrivals and deletions do not shift it. */
export function encodeCursor(at: Position): string {
  return Buffer.from(JSON.stringify([at.submittedAt, at.position, at.submissionId, at.index])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  try {
    const [submittedAt, position, submissionId, index] = CursorTuple.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { submittedAt, position, submissionId, index };
  } catch {
    throw invalid('Invalid cursor.');
  }
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Submissions in the owner's order: newest first; the same instant keeps arrival order. */
function compareSubmissions(a: Omit<Position, 'index'>, b: Omit<Position, 'index'>): number {
  return compareText(b.submittedAt, a.submittedAt) || a.position - b.position || compareText(a.submissionId, b.submissionId);
}

const keyOf = (s: SubmissionDocument) => ({ submittedAt: s.submittedAt, position: s.position, submissionId: s.id });

function ownerView(s: SubmissionDocument, r: SubmissionDocument['responses'][number]): OwnerResponse {
  return {
    id: r.responseId,
    submissionId: s.id,
    response: r.response,
    question: { id: r.questionId, text: r.questionText },
    ...(s.respondentName ? { respondentName: s.respondentName } : {}),
    submittedAt: s.submittedAt,
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

/**
 * One page of a link's answers for its owner: at most `limit` answers and about
 * `RESPONSES_PAGE.maxBytes` of JSON (always at least one answer), the cursor of the next page
 * while more remain, and the totals of all the link's answers. Another owner's submissions are not shown.
 */
export function pageOfResponses(submissions: SubmissionDocument[], ownerId: string, request: PageRequest): ResponsesPage {
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  const totals = totalsOfResponses(submissions, ownerId);
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

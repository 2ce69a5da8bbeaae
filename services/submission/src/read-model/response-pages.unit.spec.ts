import type { OwnerResponse, ResponsesPage } from '@pill/proto/submission';
import { decodeCursor, encodeCursor, pageOfResponses, totalsOfResponses, type PageRequest } from './response-pages';
import type { SubmissionDocument } from './submission-documents';

const owner = 'owner-1';
let nextPosition = 1;

/** A submission of `answers` to q1, q2, … on one day of January (a later day is newer). */
function submission(id: string, day: number, answers: string[], extra: Partial<SubmissionDocument> = {}): SubmissionDocument {
  return {
    id,
    linkId: 'link-1',
    ownerId: owner,
    submittedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    position: nextPosition++,
    responses: answers.map((response, index) => ({
      responseId: `${id}-r${index}`,
      questionId: `q${index + 1}`,
      questionText: `Question ${index + 1}?`,
      response,
      index,
    })),
    ...extra,
  };
}

/** A link that shows its answers from the first submission. */
const pageOf = (docs: SubmissionDocument[], who: string, request: PageRequest) => pageOfResponses(docs, who, request, { minResponses: 1 });

/** Every page from the first, following `next`; `between` may change the stored answers before each later page. */
function allPages(
  docs: () => SubmissionDocument[],
  request: Omit<PageRequest, 'cursor'>,
  between: (shown: ResponsesPage[]) => void = () => {},
) {
  const pages: ResponsesPage[] = [pageOf(docs(), owner, request)];
  while (pages.at(-1)!.next) {
    between(pages);
    pages.push(pageOf(docs(), owner, { ...request, cursor: pages.at(-1)!.next! }));
    if (pages.length > 1000) throw new Error('paging does not end');
  }
  return pages;
}
const ids = (list: OwnerResponse[]) => list.map((r) => r.id);

describe('pages of an owner answers', () => {
  beforeEach(() => (nextPosition = 1));

  it('pages newest first, at most `limit` answers, with a cursor while more remain and none on the last page', () => {
    const docs = [submission('a', 1, ['a0', 'a1']), submission('b', 3, ['b0']), submission('c', 2, ['c0', 'c1', 'c2'])];
    const pages = allPages(() => docs, { limit: 2 });
    expect(pages.map((p) => ids(p.responses))).toEqual([
      ['b-r0', 'c-r0'],
      ['c-r1', 'c-r2'],
      ['a-r0', 'a-r1'],
    ]);
    expect(pages.map((p) => p.next === null)).toEqual([false, false, true]);
    expect(pageOf(docs, owner, { limit: 6 }).next).toBeNull();
    expect(pageOf(docs, 'someone-else', { limit: 6 })).toEqual({
      responses: [],
      next: null,
      totals: { responses: 0, respondents: 0, questions: 0 },
    });
  });

  it('the cursor is an opaque keyset position, not an offset, and a bad one is refused', () => {
    const docs = [submission('a', 1, ['a0', 'a1'])];
    const { next } = pageOf(docs, owner, { limit: 1 });
    expect(next).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(next!)).toEqual({ hour: '2026-01-01T10:00:00.000Z', submissionId: 'a', index: 0 });
    for (const bad of ['nope', encodeCursor({ hour: 'yesterday', submissionId: 'a', index: 0 }), 'e30']) {
      expect(() => pageOf(docs, owner, { limit: 1, cursor: bad })).toThrow('Invalid cursor.');
    }
  });

  it('shows every answer exactly once although answers arrive and are deleted while paging', () => {
    const docs = Array.from({ length: 30 }, (_, i) => submission(`s${i}`, 1 + (i % 28), ['x', 'y', 'z']));
    const before = new Set(ids(pageOf(docs, owner, { limit: 500 }).responses));
    const deleted = new Set<string>();
    const pages = allPages(
      () => docs,
      { limit: 7 },
      (shownPages) => {
        // A new submission (newest of all, and one at the same moment as the cursor's), then a deletion inside a submission not yet shown.
        docs.push(submission(`new${shownPages.length}`, 28, ['late']));
        const shown = new Set(ids(shownPages.flatMap((p) => p.responses)));
        const waiting = docs.find(
          (d) => d.responses.length > 1 && !d.responses.some((r) => shown.has(r.responseId)) && d.id.startsWith('s'),
        );
        const gone = waiting?.responses.shift();
        if (gone) deleted.add(gone.responseId);
      },
    );
    const seen = ids(pages.flatMap((p) => p.responses));
    expect(new Set(seen).size).toBe(seen.length);
    const expected = [...before].filter((id) => !deleted.has(id));
    expect(seen.filter((id) => before.has(id)).sort()).toEqual(expected.sort());
    expect(deleted.size).toBeGreaterThan(0);
  });

  it('an answer deleted in the submission the cursor stops in does not make the next one skipped', () => {
    const docs = [submission('a', 1, ['a0', 'a1', 'a2', 'a3'])];
    const first = pageOf(docs, owner, { limit: 2 });
    expect(ids(first.responses)).toEqual(['a-r0', 'a-r1']);
    docs[0]!.responses.splice(0, 1);
    expect(ids(pageOf(docs, owner, { limit: 2, cursor: first.next! }).responses)).toEqual(['a-r2', 'a-r3']);
  });

  it('stops at about 500 KB of JSON, but always holds at least one answer', () => {
    const long = 'é'.repeat(1999);
    const docs = Array.from({ length: 150 }, (_, i) => submission(`s${i}`, 1 + (i % 28), [long, long]));
    const pages = allPages(() => docs, { limit: 500 });
    for (const page of pages) expect(Buffer.byteLength(JSON.stringify(page.responses))).toBeLessThanOrEqual(500_000);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap((p) => p.responses)).toHaveLength(300);

    const huge = [submission('h', 1, ['x'.repeat(600_000), 'y'])];
    expect(pageOf(huge, owner, { limit: 10 }).responses).toHaveLength(1);
    expect(allPages(() => huge, { limit: 10 }).flatMap((p) => ids(p.responses))).toEqual(['h-r0', 'h-r1']);
  });

  it('shows only the answers to one question when asked, and pages through them', () => {
    const docs = Array.from({ length: 5 }, (_, i) => submission(`s${i}`, i + 1, ['first', 'second', 'third']));
    const pages = allPages(() => docs, { limit: 2, questionId: 'q2' });
    const seen = pages.flatMap((p) => p.responses);
    expect(seen.map((r) => r.question.id)).toEqual(['q2', 'q2', 'q2', 'q2', 'q2']);
    expect(seen.map((r) => r.submissionId)).toEqual(['s4', 's3', 's2', 's1', 's0']);
    expect(pages.at(-1)!.next).toBeNull();
    expect(pageOf(docs, owner, { limit: 2, questionId: 'q9' })).toEqual({
      responses: [],
      next: null,
      totals: { responses: 15, respondents: 5, questions: 3 },
    });
  });

  it('tells the totals of all the link answers on every page, whatever the page or question filter', () => {
    const docs = [
      submission('a', 1, ['a0', 'a1', 'a2'], { respondentName: 'Grace' }),
      submission('b', 2, ['b0']),
      submission('c', 3, ['c0', 'c1']),
      submission('d', 4, ['d0'], { respondentName: 'Grace' }),
      submission('e', 5, ['e0', 'e1'], { ownerId: 'someone-else' }),
    ];
    const totals = { responses: 7, respondents: 4, questions: 3 };
    expect(allPages(() => docs, { limit: 2 }).map((p) => p.totals)).toEqual([totals, totals, totals, totals]);
    expect(allPages(() => docs, { limit: 1, questionId: 'q2' }).map((p) => p.totals)).toEqual([totals, totals]);
    expect(totalsOfResponses(docs, 'someone-else')).toEqual({ responses: 2, respondents: 1, questions: 2 });

    // A submission whose answers are all deleted is no longer a respondent; q3's last answer gone, nor a question.
    docs[3]!.responses = [];
    docs[0]!.responses.pop();
    expect(pageOf(docs, owner, { limit: 100 }).totals).toEqual({ responses: 5, respondents: 3, questions: 2 });
  });

  it('reads documents stored before answers kept their index', () => {
    const old = submission('o', 1, ['o0', 'o1']);
    for (const r of old.responses) delete r.index;
    expect(allPages(() => [old], { limit: 1 }).flatMap((p) => ids(p.responses))).toEqual(['o-r0', 'o-r1']);
  });

  it('shows each answer at its hour (UTC), newest hour first, and within an hour not in the order they came', () => {
    const at = (id: string, time: string, answers: string[]) => submission(id, 1, answers, { submittedAt: `2026-01-05T${time}Z` });
    const docs = [
      at('c', '09:01:07.123', ['c0', 'c1']),
      at('a', '09:59:59.999', ['a0']),
      at('d', '10:05:00.000', ['d0']),
      at('b', '09:14:00.000', ['b0', 'b1']),
    ];
    const shown = pageOf(docs, owner, { limit: 100 }).responses;
    expect(ids(shown)).toEqual(['d-r0', 'a-r0', 'b-r0', 'b-r1', 'c-r0', 'c-r1']);
    expect(shown.map((r) => r.submittedAt)).toEqual(['2026-01-05T10:00:00.000Z', ...Array(5).fill('2026-01-05T09:00:00.000Z')]);
    // The same order on every page and every poll: a page boundary inside an hour neither repeats nor skips.
    expect(allPages(() => docs, { limit: 1 }).flatMap((p) => ids(p.responses))).toEqual(ids(shown));
  });

  it('still follows a cursor handed out before answers were ordered by hour', () => {
    const docs = [submission('a', 2, ['a0', 'a1']), submission('b', 1, ['b0'])];
    const earlier = Buffer.from(JSON.stringify(['2026-01-02T10:00:00.000Z', 1, 'a', 0])).toString('base64url');
    expect(ids(pageOf(docs, owner, { limit: 10, cursor: earlier }).responses)).toEqual(['a-r1', 'b-r0']);
  });

  it('shows no answer while the link has fewer submissions than its threshold, but still tells the totals', () => {
    const docs = [submission('a', 1, ['a0', 'a1']), submission('b', 2, ['b0']), submission('e', 3, ['e0'], { ownerId: 'someone-else' })];
    const below = pageOfResponses(docs, owner, { limit: 100 }, { minResponses: 3 });
    expect(below).toEqual({ responses: [], next: null, totals: { responses: 3, respondents: 2, questions: 2 } });
    docs.push(submission('c', 3, ['c0']));
    expect(ids(pageOfResponses(docs, owner, { limit: 100 }, { minResponses: 3 }).responses)).toEqual(['c-r0', 'b-r0', 'a-r0', 'a-r1']);
    // A submission whose answers were all deleted no longer counts, as in the analytics' total.
    docs[3]!.responses = [];
    expect(pageOfResponses(docs, owner, { limit: 100 }, { minResponses: 3 }).responses).toEqual([]);
    expect(pageOfResponses(docs, owner, { limit: 100 }, {}).responses).toHaveLength(3);
  });
});

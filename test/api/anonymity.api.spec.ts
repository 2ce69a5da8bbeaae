import { randomUUID } from 'node:crypto';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner, type Reply } from './support/http';
import { startTarget, type Target } from './support/app';

type Answer = { id: string; submissionId: string; response: string; submittedAt: string };
type Link = Awaited<ReturnType<typeof createLink>> & { minResponses: number };

const HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/;
const RANGE_MESSAGE = 'The minimum number of responses must be a whole number from 1 to 50.';
const q1 = 'default-general-1';
const q2 = 'default-general-2';

describe("a link's anonymity: a threshold before answers show, and times to the hour", () => {
  let target: Target;
  let owner: Client;
  let respondent: Client;
  const base = () => target.url;
  const responsesOf = (link: { id: string }) => owner.get<Answer[]>(`/api/feedback-links/${link.id}/responses`);
  const unifiedOf = (link: { id: string }) => owner.get(`/api/feedback-links/${link.id}/unified-analytics`);
  const answer = async (link: { shortCode: string }, words: string) => {
    const reply = await submit(respondent, link.shortCode, [
      { questionId: q1, response: `${words}, first thoughts` },
      { questionId: q2, response: `${words}, second thoughts` },
    ]);
    expect(reply.status).toBe(201);
    return reply.body as { id: string; submittedAt: string };
  };
  /** The responses page once the submission service has counted `n` answers (its headers show them even when withheld). */
  const afterAnswers = (link: { id: string }, n: number) =>
    eventually(
      () => responsesOf(link),
      (r) => r.headers.get('x-total-count') === String(n),
    );

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Cynthia Dwork');
    respondent = new Client(base);
  }, 60_000);
  afterAll(() => target.close());

  it('withholds answers and the analysis until the threshold is met, then shows them all', async () => {
    const link = (await createLink(owner, { questionIds: [q1, q2], minResponses: 3 })) as Link;
    expect(link.minResponses).toBe(3);
    await answer(link, 'The planning sessions felt rushed');
    await answer(link, 'The demo days keep everyone aligned');

    const withheld: Reply<Answer[]> = await afterAnswers(link, 4);
    expect(withheld.status).toBe(200);
    expect(withheld.body).toEqual([]);
    expect(withheld.headers.get('link')).toBeNull();
    expect([withheld.headers.get('x-respondent-count'), withheld.headers.get('x-question-count')]).toEqual(['2', '2']);

    const unified = await unifiedOf(link);
    expect(unified.status).toBe(200);
    expect(unified.body).toMatchObject({ hasData: false, message: expect.stringMatching(/^1 more response is needed/) });
    expect(unified.text).not.toMatch(/planning|demo/i);
    expect(unified.body).not.toHaveProperty('summary');
    const analytics = await owner.get(`/api/feedback-links/${link.id}/analytics`);
    expect(analytics.body).toMatchObject({ totalResponses: 2, commonThemes: [] });
    expect(analytics.body.responsesByDate).toEqual([{ date: expect.any(String), count: 2 }]);

    await answer(link, 'The retro notes arrive late');
    const shown = await eventually(
      () => responsesOf(link),
      (r) => r.body.length === 6,
    );
    expect(new Set(shown.body.map((a) => a.submissionId)).size).toBe(3);
    const analysed = await eventually(
      () => unifiedOf(link),
      (r) => r.body.hasData === true,
      30_000,
    );
    expect(analysed.body.summary.responseCount).toBe(6); // answers, two a submission
  }, 60_000);

  it('keeps the threshold when an update sends none, changes it when one does, and shows it on list and detail', async () => {
    const link = (await createLink(owner, { minResponses: 3 })) as Link;
    const path = `/api/feedback-links/${link.id}`;
    const { title, subtitle } = (await owner.get(path)).body;
    const kept = await owner.put(path, { title, subtitle, questionIds: [q1] });
    expect(kept.status).toBe(200);
    expect(kept.body.minResponses).toBe(3);
    expect((await owner.get(path)).body.minResponses).toBe(3);
    const lowered = await owner.put(path, { title, subtitle, questionIds: [q1], minResponses: 2 });
    expect(lowered.body.minResponses).toBe(2);
    const listed = (await owner.get<Link[]>('/api/feedback-links')).body.find((l) => l.id === link.id);
    expect(listed?.minResponses).toBe(2);
  });

  it('is 1 when a client sends none, so its first answer shows as before', async () => {
    const link = (await createLink(owner)) as Link;
    expect(link.minResponses).toBe(1);
    await answer(link, 'The onboarding guide helped');
    const shown = await eventually(
      () => responsesOf(link),
      (r) => r.body.length === 2,
    );
    expect(shown.body.map((a) => a.response).sort()).toEqual([
      'The onboarding guide helped, first thoughts',
      'The onboarding guide helped, second thoughts',
    ]);
  });

  it('refuses a threshold below 1, above 50 or not a whole number with 400 and the range', async () => {
    const link = await createLink(owner);
    for (const minResponses of [0, 51, 2.5, '3', null]) {
      const created = await owner.post('/api/feedback-links', { title: 'Retro', questionIds: [q1], minResponses });
      expect([minResponses, created.status, created.body.message]).toEqual([minResponses, 400, RANGE_MESSAGE]);
      const updated = await owner.put(`/api/feedback-links/${link.id}`, { title: 'Retro', questionIds: [q1], minResponses });
      expect([minResponses, updated.status, updated.body.message]).toEqual([minResponses, 400, RANGE_MESSAGE]);
    }
    expect((await owner.post('/api/feedback-links', { title: 'Retro', questionIds: [q1], minResponses: 50 })).status).toBe(201);
  });

  it('shows every submittedAt rounded down to the hour, and one submission answers together', async () => {
    const link = await createLink(owner, { questionIds: [q1, q2] });
    const accepted = [await answer(link, 'The standups run long'), await answer(link, 'The wiki is out of date')];
    const shown = await eventually(
      () => responsesOf(link),
      (r) => r.body.length === 4,
    );
    for (const a of shown.body) expect(a.submittedAt).toMatch(HOUR);
    for (const { id, submittedAt } of accepted) {
      const hour = new Date(submittedAt);
      hour.setUTCMinutes(0, 0, 0);
      const mine = shown.body.filter((a) => a.submissionId === id);
      expect(mine.map((a) => a.submittedAt)).toEqual([hour.toISOString(), hour.toISOString()]);
    }
    const bySubmission = shown.body.map((a) => a.submissionId);
    expect(bySubmission[0]).toBe(bySubmission[1]);
    expect(bySubmission[2]).toBe(bySubmission[3]);
    // The same order on every read: it is stable across polls and pages.
    expect((await responsesOf(link)).body.map((a) => a.id)).toEqual(shown.body.map((a) => a.id));
    const paged = await owner.get<Answer[]>(`/api/feedback-links/${link.id}/responses?limit=1`);
    expect(paged.body.map((a) => a.id)).toEqual([shown.body[0]!.id]);
  });

  it('answers 404 to another owner, and a delete below the threshold answers like a missing answer', async () => {
    const link = (await createLink(owner, { minResponses: 2 })) as Link;
    const mallory = await signUpOwner(base, 'Mallory');
    for (const reply of [
      await mallory.get(`/api/feedback-links/${link.id}`),
      await mallory.put(`/api/feedback-links/${link.id}`, { title: 'Mine now', questionIds: [q1], minResponses: 1 }),
      await mallory.get(`/api/feedback-links/${link.id}/responses`),
      await mallory.get(`/api/feedback-links/${link.id}/unified-analytics`),
    ]) {
      expect(reply.status).toBe(404);
    }
    expect((await owner.get(`/api/feedback-links/${link.id}`)).body.minResponses).toBe(2);

    // Lowered, the owner sees the first answer's id; raised again, deleting it must not tell that it exists.
    await owner.put(`/api/feedback-links/${link.id}`, { title: link.title, questionIds: [q1, q2], minResponses: 1 });
    await answer(link, 'The release checklist is unclear');
    const seen = await eventually(
      () => responsesOf(link),
      (r) => r.body.length === 2,
    );
    await owner.put(`/api/feedback-links/${link.id}`, { title: link.title, questionIds: [q1, q2], minResponses: 2 });
    await eventually(
      () => responsesOf(link),
      (r) => r.body.length === 0,
    );
    const deleted = await owner.delete(`/api/feedback-responses/${seen.body[0]!.id}`);
    const missing = await owner.delete(`/api/feedback-responses/${randomUUID()}`);
    expect([deleted.status, deleted.body]).toEqual([missing.status, missing.body]);
    expect(deleted.status).toBe(404);
  }, 60_000);
});

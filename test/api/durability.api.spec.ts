import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startEmbeddedTarget, type Target } from './support/app';

/** Data survives a restart on the same DATA_DIR, and a kill in the middle of a burst. */
describe('durability of the embedded process', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startEmbeddedTarget();
  });
  afterAll(() => target.close());

  it('keeps accounts, sessions, links, questions, answers, analytics and analyses across a restart', async () => {
    const owner = await signUpOwner(base, 'Frances Allen');
    const question = (await owner.post('/api/questions', { text: 'What should we automate?', category: 'tooling' })).body;
    await owner.put('/api/questions/default-impact-1', { text: 'My own impact question', category: 'impact' });
    const link = await createLink(owner, { questionIds: [question.id, 'default-impact-1'] });
    await owner.patch(`/api/feedback-links/${link.id}`, { isActive: false });
    await owner.patch(`/api/feedback-links/${link.id}`, { isActive: true });
    await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`);
    await submit(
      new Client(base),
      link.shortCode,
      [{ questionId: question.id, response: 'Automate the release notes, they take hours.' }],
      { respondentName: 'Kim' },
    );
    const analysis = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/unified-analytics`).then((r) => r.body),
      (u) => u.hasData,
    );
    const before = {
      links: (await owner.get('/api/feedback-links')).body,
      questions: (await owner.get('/api/questions/user')).body,
      categories: (await owner.get('/api/questions/categories')).body,
      responses: (await owner.get(`/api/feedback-links/${link.id}/responses`)).body,
      analytics: await eventually(
        () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body),
        (a) => a.totalVisits === 1 && a.totalResponses === 1,
      ),
      // A visitor of its own, counted in the last batch before the restart.
      publicView: (
        await new Client(base).request('GET', `/api/public/feedback-links/${link.shortCode}`, undefined, {
          'x-forwarded-for': '198.51.100.77',
        })
      ).body,
    };

    await target.restart!();

    expect((await owner.get('/api/auth/user')).status).toBe(200);
    expect((await owner.get('/api/feedback-links')).body).toEqual(before.links);
    expect((await owner.get('/api/questions/user')).body).toEqual(before.questions);
    expect((await owner.get('/api/questions/categories')).body).toEqual(before.categories);
    expect((await owner.get(`/api/feedback-links/${link.id}/responses`)).body).toEqual(before.responses);
    const analytics = (await owner.get(`/api/feedback-links/${link.id}/analytics`)).body;
    expect(analytics.totalResponses).toBe(1);
    expect(analytics.totalVisits).toBe(before.analytics.totalVisits + 1);
    expect((await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`)).body).toEqual(before.publicView);
    const after = (await owner.get(`/api/feedback-links/${link.id}/unified-analytics`)).body;
    expect(after.generatedAt).toBe(analysis.generatedAt);
    expect(after.summary).toEqual(analysis.summary);
    expect((await owner.get('/api/feedback-links')).body.filter((l: { title: string }) => /Sample/.test(l.title))).toHaveLength(3);
  });

  it('loses no accepted submission and doubles none when the process is killed mid-burst', async () => {
    const owner = await signUpOwner(base, 'Jean Sammet');
    const link = await createLink(owner);
    const accepted = new Set<string>();
    const send = async (i: number) => {
      const r = await submit(
        new Client(base),
        link.shortCode,
        [{ questionId: 'default-general-1', response: `Answer ${i} before the crash` }],
        {},
        { 'Idempotency-Key': `crash-${link.id}-${i}` },
      ).catch(() => undefined);
      if (r?.status === 201) accepted.add(r.body.id);
    };
    const inFlight = Array.from({ length: 40 }, (_, i) => send(i));
    await new Promise((r) => setTimeout(r, 30));
    await target.crashAndRestart!();
    await Promise.all(inFlight);
    // A client retries what did not get a 2xx, with the same key: it must count once.
    await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)));
    expect(accepted.size).toBe(40);
    const responses = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/responses`).then((r) => r.body),
      (r) => r.length >= 40,
    );
    expect(responses).toHaveLength(40);
    const analytics = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body),
      (a) => a.totalResponses >= 40,
    );
    expect(analytics.totalResponses).toBe(40);
  });
});

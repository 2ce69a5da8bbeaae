import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

describe('public form and submissions', () => {
  let target: Target;
  let owner: Client;
  let respondent: Client;
  let link: Awaited<ReturnType<typeof createLink>>;
  const base = () => target.url;
  const q1 = 'default-general-1';
  const q2 = 'default-general-2';
  const analytics = () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body);
  const responses = () => owner.get(`/api/feedback-links/${link.id}/responses?limit=500`).then((r) => r.body as Array<Record<string, any>>);

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Ada Lovelace');
    respondent = new Client(base);
    link = await createLink(owner, { title: 'Public test', subtitle: undefined });
  });
  afterAll(() => target.close());

  it('shows the public view with the creator name and nothing about the owner', async () => {
    const reply = await respondent.get(`/api/public/feedback-links/${link.shortCode}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      title: 'Public test',
      creatorName: 'Ada',
      questions: [
        { question: { id: q1, text: expect.any(String), subtext: expect.any(String) } },
        { question: { id: q2, text: expect.any(String), subtext: expect.any(String) } },
      ],
    });
    expect(reply.text).not.toContain(link.id);
  });

  it('counts a visit once per visitor and hour, however often they reload', async () => {
    // The view of the test above is counted within the gateway's quarter-second batch.
    const before = (await eventually(analytics, (a) => a.totalVisits === 1)).totalVisits;
    expect(before).toBe(1);
    for (let i = 0; i < 5; i++) await respondent.get(`/api/public/feedback-links/${link.shortCode}`);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    await respondent.request('GET', `/api/public/feedback-links/${link.shortCode}`, undefined, from('198.51.100.61'));
    await respondent.request('GET', `/api/public/feedback-links/${link.shortCode}`, undefined, from('198.51.100.61'));
    const after = await eventually(analytics, (a) => a.totalVisits >= before + 1);
    expect(after.totalVisits).toBe(before + 1);
    expect(after.visitsByDate.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: expect.any(Number) });
  });

  it('stores trimmed answers with the question text as asked, drops blank ones and trims the name', async () => {
    const reply = await submit(
      respondent,
      link.shortCode,
      [
        { questionId: q1, response: '  Clear priorities every week.  ' },
        { questionId: q2, response: '   ' },
      ],
      { respondentName: '  Sam  ' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(String), submittedAt: expect.any(String), receipt: expect.any(Object) });
    const list = await eventually(responses, (r) => r.some((x) => x.submissionId === reply.body.id));
    const mine = list.filter((x) => x.submissionId === reply.body.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      response: 'Clear priorities every week.',
      respondentName: 'Sam',
      question: { id: q1, text: 'What should I keep doing?' },
    });
  });

  it('omits an empty name and keeps the answer anonymous', async () => {
    const reply = await submit(respondent, link.shortCode, [{ questionId: q2, response: 'Stop interrupting people.' }], {
      respondentName: '   ',
    });
    const list = await eventually(responses, (r) => r.some((x) => x.submissionId === reply.body.id));
    expect(list.find((x) => x.submissionId === reply.body.id)).not.toHaveProperty('respondentName');
  });

  it('enforces the limits of the form on the server with the form messages', async () => {
    const cases: Array<[unknown[], Record<string, unknown>, string]> = [
      [[{ questionId: q1, response: '  ' }], {}, 'Please provide feedback in at least one field before submitting.'],
      [[], {}, 'Please provide feedback in at least one field before submitting.'],
      [[{ questionId: q1, response: 'x'.repeat(2001) }], {}, 'Please keep each response under 2000 characters.'],
      [[{ questionId: q1, response: 'fine' }], { respondentName: 'n'.repeat(101) }, 'Please keep your name under 100 characters.'],
      [
        [{ questionId: 'default-impact-1', response: 'not on this form' }],
        {},
        'This form has changed since you opened it. Please reload the page and try again.',
      ],
    ];
    for (const [answers, extra, message] of cases) {
      const reply = await submit(respondent, link.shortCode, answers as never, extra);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 400, message });
    }
    const exactly = await submit(respondent, link.shortCode, [{ questionId: q1, response: 'y'.repeat(2000) }], {
      respondentName: 'n'.repeat(100),
    });
    expect(exactly.status).toBe(201);
  });

  it('refuses threats and slurs with 422 and a message, and lets honest reports of misconduct through', async () => {
    const refused = await submit(respondent, link.shortCode, [{ questionId: q1, response: 'I will kill you if you do that again.' }]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(refused.body.message).not.toContain('kill');
    for (const honest of [
      'He was drunk at the offsite.',
      'She comments on our bodies in meetings.',
      'Your presentations are boring and way too long.',
    ]) {
      expect((await submit(respondent, link.shortCode, [{ questionId: q1, response: honest }])).status).toBe(201);
    }
  });

  it('sees through invisible characters and look-alike letters, and asks to remove personal details', async () => {
    for (const hidden of [
      'I will k\u200Eill you',
      'I will k\u180Eill you',
      'I will ki\u3164ll you',
      'I will kiII you',
      'I will kіll you',
    ]) {
      const refused = await submit(respondent, link.shortCode, [{ questionId: q1, response: hidden }]);
      expect(refused.status).toBe(422);
    }
    const doxx = 'His number is 07911 123456 and he lives at 14 Elm Road, go and tell him what you think.';
    const refused = await submit(respondent, link.shortCode, [{ questionId: q1, response: doxx }]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/remove phone numbers, email addresses, home addresses/);
    expect(refused.body.message).not.toContain('07911');
    const office = 'Call the office on extension 4021 if the lift in room 12 on level 3 breaks again.';
    expect((await submit(respondent, link.shortCode, [{ questionId: q1, response: office }])).status).toBe(201);
  });

  it('says which answer or whether the name a refusal concerns, and its kind; other errors answer with their message alone', async () => {
    const fine = { questionId: q1, response: 'Clear goals.' };
    const answer = await submit(respondent, link.shortCode, [fine, { questionId: q2, response: 'I will kill you if you do that again.' }]);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 422,
      body: { message: expect.any(String), kind: 'threat', field: 'response', questionId: q2 },
    });
    const name = await submit(respondent, link.shortCode, [fine], { respondentName: 'sam@example.com' });
    expect({ status: name.status, body: name.body }).toEqual({
      status: 422,
      body: { message: expect.any(String), kind: 'personal_details', field: 'respondentName' },
    });
    expect(name.body.message).not.toContain('sam@example.com');
    const empty = await submit(respondent, link.shortCode, []);
    const missing = await submit(respondent, 'nosuchcode', [{ questionId: q1, response: 'hello' }]);
    expect([empty, missing].map((r) => ({ status: r.status, body: r.body }))).toEqual([
      { status: 400, body: { message: expect.any(String) } },
      { status: 404, body: { message: expect.any(String) } },
    ]);
  });

  it('counts a retried submission with the same Idempotency-Key once', async () => {
    const before = (await eventually(analytics, () => true)).totalResponses;
    const key = `retry-${Date.now()}-abcdef`;
    const answers = [{ questionId: q1, response: 'Great one-to-ones.' }];
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => submit(respondent, link.shortCode, answers, {}, { 'Idempotency-Key': key })));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    const after = await eventually(analytics, (x) => x.totalResponses >= before + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect((await analytics()).totalResponses).toBe(before + 1);
    expect(after.totalResponses).toBe(before + 1);
    const bad = await submit(respondent, link.shortCode, answers, {}, { 'Idempotency-Key': 'bad key!' });
    expect(bad.status).toBe(400);
  });

  it('takes a burst of 50 concurrent submissions and counts every accepted one exactly once', async () => {
    const before = (await analytics()).totalResponses;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submit(
          new Client(base),
          link.shortCode,
          [{ questionId: q2, response: `Burst answer number ${i}` }],
          {},
          { 'Idempotency-Key': `burst-${i}-${link.id}` },
        ),
      ),
    );
    const accepted = replies.filter((r) => r.status === 201);
    const others = replies.filter((r) => r.status !== 201 && r.status !== 429);
    expect(others.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(new Set(accepted.map((r) => r.body.id)).size).toBe(accepted.length);
    const after = await eventually(analytics, (a) => a.totalResponses >= before + accepted.length);
    expect(after.totalResponses).toBe(before + accepted.length);
    const stored = (await responses()).filter((r) => /^Burst answer number \d+$/.test(r.response));
    expect(stored).toHaveLength(accepted.length);
  });

  it('refuses submissions to an inactive or deleted link with 404', async () => {
    const other = await createLink(owner);
    await owner.patch(`/api/feedback-links/${other.id}`, { isActive: false });
    const inactive = await submit(respondent, other.shortCode, [{ questionId: q1, response: 'hello' }]);
    expect(inactive.status).toBe(404);
    expect(inactive.body.message).toBe("This feedback link doesn't exist or has been deactivated.");
    await owner.patch(`/api/feedback-links/${other.id}`, { isActive: true });
    await owner.delete(`/api/feedback-links/${other.id}`);
    expect((await submit(respondent, other.shortCode, [{ questionId: q1, response: 'hello' }])).status).toBe(404);
    expect((await respondent.get(`/api/public/feedback-links/${other.shortCode}`)).status).toBe(404);
    expect((await respondent.get('/api/public/feedback-links/nope')).status).toBe(404);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

describe('responses, analytics and AI analysis', () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Barbara Liskov');
  });
  afterAll(() => target.close());

  const answers = [
    'You explain decisions clearly and you listen in meetings.',
    'Deadlines slip because priorities change every week.',
    'I wish you gave more recognition to the quieter people on the team.',
  ];

  it('starts empty: no responses, zero analytics, and an analysis that says why it has none', async () => {
    const link = await createLink(owner);
    expect((await owner.get(`/api/feedback-links/${link.id}/responses`)).body).toEqual([]);
    expect((await owner.get(`/api/feedback-links/${link.id}/analytics`)).body).toEqual({
      totalResponses: 0,
      totalVisits: 0,
      commonThemes: [],
      responsesByDate: [],
      visitsByDate: [],
      moderation: { refused: 0, byKind: [] },
      capsReached: [],
    });
    const unified = await owner.get(`/api/feedback-links/${link.id}/unified-analytics`);
    expect(unified.status).toBe(200);
    expect(unified.body).toMatchObject({ hasData: false, message: expect.any(String), isCurrent: true });
  });

  it('counts submissions per day, shows the themes the analysis found, and the analysis quotes only real answers', async () => {
    const link = await createLink(owner);
    for (const text of answers) await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response: text }]);
    const analytics = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body),
      (a) => a.totalResponses === 3,
    );
    expect(analytics.totalResponses).toBe(3);
    expect(analytics.responsesByDate).toEqual([{ date: new Date().toISOString().slice(0, 10), count: 3 }]);
    const unified = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/unified-analytics`).then((r) => r.body),
      (u) => u.hasData && u.isCurrent && u.summary?.responseCount === 3,
    );
    // The common themes are the themes the analysis found in the answers, counted in answers.
    const themes = (await owner.get(`/api/feedback-links/${link.id}/analytics`)).body.commonThemes;
    expect(themes.length).toBeGreaterThan(0);
    expect(themes).toEqual(
      unified.summary.keyThemes.map((t: { theme: string; frequency: number }) => ({ theme: t.theme, count: t.frequency })),
    );
    expect(unified).toMatchObject({
      hasData: true,
      message: expect.any(String),
      isCurrent: true,
      summary: { overview: expect.any(String), responseCount: 3 },
      nextSteps: expect.any(String),
    });
    expect(unified.actionSteps.length).toBeGreaterThanOrEqual(1);
    const quotes: string[] = [
      ...unified.summary.keyThemes.flatMap((t: { examples: string[] }) => t.examples),
      ...unified.criticalConcerns.flatMap((c: { evidence: string[] }) => c.evidence),
      ...unified.insights.strengths.flatMap((s: { evidence: string[] }) => s.evidence),
      ...unified.insights.opportunities.flatMap((o: { evidence: string[] }) => o.evidence),
    ];
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(answers.some((a) => a.includes(quote))).toBe(true);
  });

  it('deletes one response: gone from the list, the counts and, once regenerated, the analysis', async () => {
    const link = await createLink(owner);
    const reply = await submit(new Client(base), link.shortCode, [
      { questionId: 'default-general-1', response: 'Meetings run long.' },
      { questionId: 'default-general-2', response: 'Start sharing agendas.' },
    ]);
    const list = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/responses`).then((r) => r.body),
      (l) => l.length === 2,
    );
    const target1 = list.find((r: { response: string }) => r.response === 'Meetings run long.');
    const intruder = await signUpOwner(base, 'Eve');
    expect((await intruder.delete(`/api/feedback-responses/${target1.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/feedback-responses/${target1.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/feedback-responses/${target1.id}`)).status).toBe(404);
    const after = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/responses`).then((r) => r.body),
      (l) => l.length === 1,
    );
    expect(after.map((r: { response: string }) => r.response)).toEqual(['Start sharing agendas.']);
    const analytics = (await owner.get(`/api/feedback-links/${link.id}/analytics`)).body;
    expect(analytics.totalResponses).toBe(1);
    const remaining = list.find((r: { response: string }) => r.response === 'Start sharing agendas.');
    await owner.delete(`/api/feedback-responses/${remaining.id}`);
    const empty = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body),
      (a) => a.totalResponses === 0,
    );
    expect(empty.responsesByDate).toEqual([]);
    expect(reply.status).toBe(201);
  });

  it('a deleted answer is quoted nowhere: not by the analysis read right after, not in the stores', async () => {
    const link = await createLink(owner);
    const project = `Zephyr${Date.now()}`;
    const harsh = `He shouts at the juniors on project ${project} and threatened to fire anyone who complains.`;
    await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response: harsh }], {
      respondentName: 'Quiet Witness',
    });
    await submit(new Client(base), link.shortCode, [
      { questionId: 'default-general-1', response: 'You explain decisions clearly and you listen in meetings.' },
    ]);
    const quoted = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/unified-analytics`).then((r) => r.text),
      (t) => t.includes(project) && t.includes('"isCurrent":true'),
    );
    expect(quoted).toContain(project);
    const list = (await owner.get(`/api/feedback-links/${link.id}/responses`)).body as Array<{ id: string; response: string }>;
    expect((await owner.delete(`/api/feedback-responses/${list.find((r) => r.response === harsh)!.id}`)).status).toBe(200);
    const rightAfter = await owner.get(`/api/feedback-links/${link.id}/unified-analytics`);
    expect(rightAfter.status).toBe(200);
    expect(rightAfter.text).not.toContain(project);
    if (!target.dataDir) return; // the cluster's stores are MongoDB's, checked by the cluster suites
    const stored = () =>
      readdirSync(target.dataDir as string)
        .filter((f) => f.includes('sqlite'))
        .map((f) => readFileSync(join(target.dataDir as string, f)).toString('latin1'))
        .join('\n');
    const text = await eventually(
      async () => stored(),
      (t) => !t.includes(project) && !t.includes('Quiet Witness'),
    );
    expect(text.includes(project)).toBe(false);
    expect(text.includes('Quiet Witness')).toBe(false);
  });

  it('counts the submissions moderation refused, by kind, and keeps nothing else of them', async () => {
    const link = await createLink(owner);
    const q = 'default-general-1';
    const tag = `Refused${Date.now()}`;
    const refusals = [
      [[{ questionId: q, response: `${tag} I will kill you if you do that again.` }], {}],
      [[{ questionId: q, response: 'I will kill you' }], {}],
      [[{ questionId: q, response: 'Clear priorities every week.' }], { respondentName: `${tag.toLowerCase()}@example.com` }],
    ] as const;
    for (const [answers, extra] of refusals) {
      expect((await submit(new Client(base), link.shortCode, [...answers], extra)).status).toBe(422);
    }
    const read = () => owner.get(`/api/feedback-links/${link.id}/analytics`).then((r) => r.body);
    const analytics = await eventually(read, (a) => a.moderation.refused === 3);
    expect(analytics.moderation).toEqual({
      refused: 3,
      byKind: [
        { kind: 'threat', count: 2 },
        { kind: 'personal_details', count: 1 },
      ],
    });
    expect(analytics.totalResponses).toBe(0);
    expect((await owner.get(`/api/feedback-links/${link.id}/responses`)).body).toEqual([]);
    if (!target.dataDir) return;
    const dir = target.dataDir;
    const stored = readdirSync(dir)
      .filter((f) => f.includes('sqlite'))
      .map((f) => readFileSync(join(dir, f)).toString('latin1'));
    expect(stored.join('\n').toLowerCase()).not.toContain(tag.toLowerCase());
  });

  it('erases the answers of a deleted link from the stores themselves', async () => {
    const link = await createLink(owner);
    const secret = `Confidential remark ${Date.now()} about the budget`;
    await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response: secret }], {
      respondentName: 'Whistle Blower',
    });
    await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/unified-analytics`).then((r) => r.body),
      (u) => u.hasData === true,
    );
    expect((await owner.delete(`/api/feedback-links/${link.id}`)).status).toBe(200);
    if (!target.dataDir) return;
    const stored = () =>
      readdirSync(target.dataDir as string)
        .filter((f) => f.includes('sqlite'))
        .map((f) => readFileSync(join(target.dataDir as string, f)).toString('latin1'))
        .join('\n');
    await eventually(
      async () => stored(),
      (text) => !text.includes(secret) && !text.includes('Whistle Blower'),
    );
    await target.restart?.();
    const text = stored();
    expect(text.includes(secret)).toBe(false);
    expect(text.includes('Whistle Blower')).toBe(false);
  });
});

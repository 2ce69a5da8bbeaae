import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLink, submit } from './support/builders';
import { startTarget, type Target } from './support/app';
import { metricSum, scrapeMetrics } from './support/metrics';
import { Client, eventually, signUpOwner } from './support/http';

type Item = { area: string; evidence: string[] };

describe('the built-in analysis, through the API', () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Grace Hopper');
  });
  afterAll(() => target.close());

  const current = (linkId: string, answers: number) =>
    eventually(
      () => owner.get(`/api/feedback-links/${linkId}/unified-analytics`).then((r) => r.body),
      (u) => u.hasData && u.isCurrent && u.summary?.responseCount === answers,
    );

  it('reads one answer that praises priorities and criticises the meeting as a strength and a growth area', async () => {
    const link = await createLink(owner);
    await submit(new Client(base), link.shortCode, [
      { questionId: 'default-general-1', response: 'Clear priorities every week, but the planning meeting always runs long.' },
    ]);
    const unified = await current(link.id, 1);
    const strengths = unified.insights.strengths as Item[];
    const growth = unified.insights.opportunities as Item[];
    expect(strengths.find((s) => s.evidence.includes('Clear priorities every week'))?.area).toMatch(/priorit/i);
    expect(growth.find((o) => o.evidence.some((q) => q.startsWith('the planning meeting always runs long')))?.area).toMatch(/meeting/i);
    expect(strengths.flatMap((s) => s.evidence).join(' ')).not.toMatch(/runs long/);
  });

  it("erases an answer's vectors with the answer", async () => {
    if (!target.dataDir) return; // the cluster's vectors are MongoDB's, checked by the cluster suites
    const link = await createLink(owner);
    await submit(new Client(base), link.shortCode, [
      { questionId: 'default-general-1', response: 'The rota is out on time and the handovers are clear.' },
    ]);
    await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response: 'More notice before overtime, please.' }]);
    await current(link.id, 2);
    const list = (await owner.get(`/api/feedback-links/${link.id}/responses`)).body as Array<{ id: string; response: string }>;
    // The vector store's files, its write-ahead log included.
    const vectors = () =>
      readdirSync(target.dataDir as string)
        .filter((f) => f.startsWith('analysis.vectors'))
        .map((f) => readFileSync(join(target.dataDir as string, f)).toString('latin1'))
        .join('');
    const [gone, kept] = list;
    expect(vectors()).toContain(gone.id);
    expect((await owner.delete(`/api/feedback-responses/${gone.id}`)).status).toBe(200);
    await current(link.id, 1);
    const after = vectors();
    expect(after).not.toContain(gone.id);
    expect(after).toContain(kept.id);
  });

  it('does not embed stored answers again after a restart', async () => {
    if (!target.restart) return;
    const link = await createLink(owner);
    for (const response of [
      'The coaching on technique is the best part of the week.',
      'Start the warm-up on time.',
      'The kit room is a mess.',
    ]) {
      await submit(new Client(base), link.shortCode, [{ questionId: 'default-general-1', response }]);
    }
    await current(link.id, 3);
    const embedded = async () => metricSum(await scrapeMetrics(target), 'pill_analysis_answers_embedded_total');
    expect(await embedded()).toBeGreaterThanOrEqual(3);
    await target.restart();
    // The restart replays every submission and analyses again: from the vectors it stored.
    const again = await current(link.id, 3);
    expect(again.insights.strengths.length + again.insights.opportunities.length).toBeGreaterThan(0);
    expect(await embedded()).toBe(0);
  });
});

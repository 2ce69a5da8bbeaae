import { createLink } from './support/builders';
import { Client, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

describe('feedback links', () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Margaret Hamilton');
  });
  afterAll(() => target.close());

  it("creates three sample pills on a new owner's first request, once", async () => {
    const first = await owner.get('/api/feedback-links');
    expect(first.status).toBe(200);
    const samples = first.body.filter((l: { title: string }) => /\[Sample\]|\(Sample\)|Sample Pill:/.test(l.title));
    expect(samples).toHaveLength(3);
    const responses = await owner.get(`/api/feedback-links/${samples[0].id}/responses`);
    expect(responses.body.length).toBeGreaterThan(3);
    const again = await owner.get('/api/feedback-links');
    expect(again.body).toHaveLength(first.body.length);
  });

  it('creates a link with a trimmed title, a random short code and the chosen order', async () => {
    const link = await createLink(owner, {
      title: '  Sprint retro  ',
      subtitle: '  ',
      questionIds: ['default-general-2', 'default-impact-1', 'default-general-1'],
    });
    expect(link.title).toBe('Sprint retro');
    expect(link).not.toHaveProperty('subtitle');
    expect(link.shortCode).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(link.isActive).toBe(true);
    const detail = await owner.get(`/api/feedback-links/${link.id}`);
    expect(detail.body.questions.map((q: { questionId: string }) => q.questionId)).toEqual([
      'default-general-2',
      'default-impact-1',
      'default-general-1',
    ]);
    expect(detail.body.questions[0].question).toMatchObject({ id: 'default-general-2', text: expect.any(String), isDefault: true });
    const list = await owner.get('/api/feedback-links');
    expect(list.body[0].id).toBe(link.id);
    const codes = new Set(list.body.map((l: { shortCode: string }) => l.shortCode));
    expect(codes.size).toBe(list.body.length);
  });

  it('enforces the title, at least one and at most 10 questions, and known questions', async () => {
    const blank = await owner.post('/api/feedback-links', { title: '   ', questionIds: ['default-general-1'] });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a title for your feedback link.');
    const none = await owner.post('/api/feedback-links', { title: 'x', questionIds: [] });
    expect(none.body.message).toBe('Please select at least one question.');
    const eleven = Array.from({ length: 11 }, (_, i) => `default-${['impact', 'awareness', 'habits'][i % 3]}-${(i % 5) + 1}`);
    const tooMany = await owner.post('/api/feedback-links', { title: 'x', questionIds: eleven });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('You can select up to 10 questions per feedback form.');
    const unknown = await owner.post('/api/feedback-links', { title: 'x', questionIds: ['no-such-question'] });
    expect(unknown.status).toBe(400);
  });

  it('updates, toggles and deletes a link', async () => {
    const link = await createLink(owner);
    const updated = await owner.put(`/api/feedback-links/${link.id}`, {
      title: 'Renamed',
      subtitle: 'New words',
      questionIds: ['default-style-1'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: 'Renamed', subtitle: 'New words', questions: [{ questionId: 'default-style-1' }] });
    const off = await owner.patch(`/api/feedback-links/${link.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect((await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`)).status).toBe(404);
    const on = await owner.patch(`/api/feedback-links/${link.id}`, { isActive: true });
    expect(on.body.isActive).toBe(true);
    expect((await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`)).status).toBe(200);
    expect((await owner.patch(`/api/feedback-links/${link.id}`, { isActive: 'yes' })).status).toBe(400);
    expect((await owner.delete(`/api/feedback-links/${link.id}`)).status).toBe(200);
    expect((await owner.get(`/api/feedback-links/${link.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/feedback-links/${link.id}`)).status).toBe(404);
    expect((await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`)).status).toBe(404);
    const list = await owner.get('/api/feedback-links');
    expect(list.body.map((l: { id: string }) => l.id)).not.toContain(link.id);
  });

  it("answers 404 for another owner's link on every route, and changes nothing", async () => {
    const link = await createLink(owner);
    const intruder = await signUpOwner(base, 'Mallory');
    const attempts = [
      intruder.get(`/api/feedback-links/${link.id}`),
      intruder.put(`/api/feedback-links/${link.id}`, { title: 'pwned', questionIds: ['default-general-1'] }),
      intruder.patch(`/api/feedback-links/${link.id}`, { isActive: false }),
      intruder.delete(`/api/feedback-links/${link.id}`),
      intruder.get(`/api/feedback-links/${link.id}/responses`),
      intruder.get(`/api/feedback-links/${link.id}/analytics`),
      intruder.get(`/api/feedback-links/${link.id}/unified-analytics`),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(typeof reply.body.message).toBe('string');
    }
    const mine = await owner.get(`/api/feedback-links/${link.id}`);
    expect(mine.body).toMatchObject({ title: link.title, isActive: true });
    const theirs = await intruder.get('/api/feedback-links');
    expect(theirs.body.map((l: { id: string }) => l.id)).not.toContain(link.id);
  });

  it('treats impossible ids as not found', async () => {
    for (const id of ['..%2F..%2Fetc', '%24gt', 'a.b']) {
      expect((await owner.get(`/api/feedback-links/${id}`)).status).toBe(404);
    }
    const long = await owner.get(`/api/feedback-links/${'x'.repeat(300)}`);
    expect(long.status).toBe(414);
    expect(long.body.message).toEqual(expect.any(String));
  });
});

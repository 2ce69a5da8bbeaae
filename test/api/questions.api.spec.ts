import { createLink } from './support/builders';
import { Client, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

const KNOWN = ['impact', 'awareness', 'habits', 'leadership', 'style', 'general', 'session'];

describe('question library', () => {
  let target: Target;
  let owner: Client;
  let other: Client;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Katherine Johnson');
    other = await signUpOwner(base, 'Dorothy Vaughan');
  });
  afterAll(() => target.close());

  it('offers at least five default questions in every known category', async () => {
    const reply = await owner.get('/api/questions/user');
    expect(reply.status).toBe(200);
    for (const category of KNOWN) {
      const inCategory = reply.body.filter((q: { category: string; isDefault: boolean }) => q.category === category && q.isDefault);
      expect({ category, count: inCategory.length >= 5 }).toEqual({ category, count: true });
    }
    expect(reply.body[0]).toMatchObject({
      id: expect.any(String),
      text: expect.any(String),
      isDefault: true,
      createdAt: expect.any(String),
    });
  });

  it('creates a custom question in a new category, which then appears in the categories', async () => {
    const created = await owner.post('/api/questions', { text: '  How was onboarding?  ', subtext: '', category: '  Onboarding ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ text: 'How was onboarding?', category: 'onboarding', isDefault: false });
    expect(created.body).not.toHaveProperty('subtext');
    const categories = await owner.get('/api/questions/categories');
    expect(categories.body.slice(0, KNOWN.length)).toEqual(KNOWN);
    expect(categories.body).toContain('onboarding');
    expect((await other.get('/api/questions/categories')).body).not.toContain('onboarding');
    expect((await other.get('/api/questions/user')).body.map((q: { id: string }) => q.id)).not.toContain(created.body.id);
  });

  it('requires text and category', async () => {
    for (const body of [{ text: ' ', category: 'general' }, { text: 'Why?', category: '  ' }, { category: 'general' }, {}]) {
      const reply = await owner.post('/api/questions', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Please fill in all fields.');
    }
  });

  it("edits a default into the owner's own version: their links change, nobody else's", async () => {
    const mine = await createLink(owner, { questionIds: ['default-leadership-1'] });
    const theirs = await createLink(other, { questionIds: ['default-leadership-1'] });
    const original = (await other.get('/api/questions/user')).body.find((q: { id: string }) => q.id === 'default-leadership-1');
    const edit = await owner.put('/api/questions/default-leadership-1', {
      text: 'How do I lead our stand-ups?',
      subtext: 'Be concrete',
      category: 'leadership',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ id: 'default-leadership-1', text: 'How do I lead our stand-ups?', isDefault: true });
    const publicMine = await new Client(base).get(`/api/public/feedback-links/${mine.shortCode}`);
    expect(publicMine.body.questions[0].question).toEqual({
      id: 'default-leadership-1',
      text: 'How do I lead our stand-ups?',
      subtext: 'Be concrete',
    });
    const publicTheirs = await new Client(base).get(`/api/public/feedback-links/${theirs.shortCode}`);
    expect(publicTheirs.body.questions[0].question.text).toBe(original.text);
    const otherLibrary = (await other.get('/api/questions/user')).body.find((q: { id: string }) => q.id === 'default-leadership-1');
    expect(otherLibrary.text).toBe(original.text);
  });

  it('hides a deleted default for that owner only, and deletes custom questions', async () => {
    expect((await owner.delete('/api/questions/default-session-1')).status).toBe(200);
    expect((await owner.get('/api/questions/user')).body.map((q: { id: string }) => q.id)).not.toContain('default-session-1');
    expect((await other.get('/api/questions/user')).body.map((q: { id: string }) => q.id)).toContain('default-session-1');
    expect((await owner.delete('/api/questions/default-session-1')).status).toBe(404);
    const custom = await owner.post('/api/questions', { text: 'Anything else?', category: 'general' });
    expect((await other.delete(`/api/questions/${custom.body.id}`)).status).toBe(404);
    expect((await other.put(`/api/questions/${custom.body.id}`, { text: 'x', category: 'y' })).status).toBe(404);
    expect((await owner.delete(`/api/questions/${custom.body.id}`)).status).toBe(200);
    expect((await owner.get('/api/questions/user')).body.map((q: { id: string }) => q.id)).not.toContain(custom.body.id);
  });

  it('keeps a link working after one of its questions is deleted from the library', async () => {
    const q = await owner.post('/api/questions', { text: 'What slowed you down?', category: 'impact' });
    const link = await createLink(owner, { questionIds: [q.body.id, 'default-general-1'] });
    await owner.delete(`/api/questions/${q.body.id}`);
    const view = await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`);
    expect(view.body.questions.map((x: { question: { text: string } }) => x.question.text)).toContain('What slowed you down?');
    const edit = await owner.put(`/api/feedback-links/${link.id}`, { title: 'Still works', questionIds: [q.body.id] });
    expect(edit.status).toBe(200);
  });
});

import { Client, signUpOwner } from './support/http';
import { createLink } from './support/builders';
import { startTarget, type Target } from './support/app';

const KEY = /^pill_[A-Za-z0-9_-]{43}$/;

describe('API keys', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  /** What an integration sends: the key and nothing a browser would add, no cookie, no Origin. */
  const withKey = (key: string, extra: Record<string, string> = {}) => {
    const client = new Client(base);
    const send = (method: string, path: string, body?: unknown) =>
      client.request(method, path, body, { authorization: `Bearer ${key}`, origin: '', ...extra });
    return { send };
  };

  it('is shown once on creation, then authenticates owner routes with Bearer and no cookie or Origin', async () => {
    const ada = await signUpOwner(base, 'Ada Lovelace');
    const created = await ada.post('/api/api-keys', { name: '  Nightly export ' });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['id', 'key', 'name']);
    expect(created.body.name).toBe('Nightly export');
    expect(created.body.key).toMatch(KEY);

    const integration = withKey(created.body.key);
    const made = await integration.send('POST', '/api/feedback-links', { title: 'Made by a script', questionIds: ['default-general-1'] });
    expect(made.status).toBe(201);
    const fromAnotherSite = withKey(created.body.key, { origin: 'https://integrations.example' });
    expect((await fromAnotherSite.send('PATCH', `/api/feedback-links/${made.body.id}`, { isActive: true })).status).toBe(200);
    const listed = await integration.send('GET', '/api/feedback-links');
    expect(listed.status).toBe(200);
    expect(listed.body.map((l: { id: string }) => l.id)).toContain(made.body.id);
    // Links made with a key still show respondents the owner's name.
    const form = await new Client(base).get(`/api/public/feedback-links/${made.body.shortCode}`);
    expect(form.body.creatorName).toBe('Ada');

    const keys = await ada.get('/api/api-keys');
    expect(keys.status).toBe(200);
    expect(keys.body).toEqual([
      { id: created.body.id, name: 'Nightly export', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    expect(keys.text).not.toContain(created.body.key);
  });

  it('answers 401 once revoked, and for a key that never existed', async () => {
    const ada = await signUpOwner(base);
    const { body } = await ada.post('/api/api-keys', { name: 'Old laptop' });
    const integration = withKey(body.key);
    expect((await integration.send('GET', '/api/questions/user')).status).toBe(200);
    const revoked = await ada.delete(`/api/api-keys/${body.id}`);
    expect([revoked.status, revoked.text]).toEqual([204, '']);
    const after = await integration.send('GET', '/api/questions/user');
    expect([after.status, after.body.message]).toEqual([401, 'This API key is unknown or has been revoked.']);
    expect((await ada.get('/api/api-keys')).body).toEqual([]);
    const made = await withKey('pill_' + 'x'.repeat(43)).send('GET', '/api/feedback-links');
    expect(made.status).toBe(401);
  });

  it("is scoped to its owner: another owner's key ids are 404 and their links stay out of reach", async () => {
    const [ada, grace] = [await signUpOwner(base, 'Ada'), await signUpOwner(base, 'Grace')];
    const adas = (await ada.post('/api/api-keys', { name: 'Ada’s' })).body;
    const graces = (await grace.post('/api/api-keys', { name: 'Grace’s' })).body;
    const graceLink = await createLink(grace);
    expect((await grace.delete(`/api/api-keys/${adas.id}`)).status).toBe(404);
    expect((await grace.get('/api/api-keys')).body.map((k: { id: string }) => k.id)).toEqual([graces.id]);
    expect((await withKey(adas.key).send('GET', `/api/feedback-links/${graceLink.id}`)).status).toBe(404);
    expect((await withKey(adas.key).send('GET', '/api/feedback-links')).status).toBe(200);
  });

  it('cannot create or revoke keys: only the owner signed in to the site can', async () => {
    const ada = await signUpOwner(base);
    const { body } = await ada.post('/api/api-keys', { name: 'CI' });
    const integration = withKey(body.key);
    const mint = await integration.send('POST', '/api/api-keys', { name: 'Another' });
    expect([mint.status, mint.body.message]).toEqual([403, 'An API key cannot do this: sign in to the site and do it there.']);
    expect((await integration.send('DELETE', `/api/api-keys/${body.id}`)).status).toBe(403);
    expect((await ada.get('/api/api-keys')).body).toHaveLength(1);
    expect((await integration.send('GET', '/api/api-keys')).status).toBe(200);
  });

  it('needs a name, and a session or a key to list', async () => {
    const ada = await signUpOwner(base);
    const blank = await ada.post('/api/api-keys', { name: ' ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please give the key a name.']);
    expect((await new Client(base).get('/api/api-keys')).status).toBe(401);
  });

  it('holds at most 25 keys an owner, and says how to make room', async () => {
    const ada = await signUpOwner(base);
    for (let i = 1; i <= 25; i++) expect((await ada.post('/api/api-keys', { name: `Key ${i}` })).status).toBe(201);
    const over = await ada.post('/api/api-keys', { name: 'One too many' });
    expect([over.status, over.body.message]).toEqual([409, expect.stringMatching(/Revoke one you no longer use first\.$/)]);
    const first = (await ada.get('/api/api-keys')).body[0];
    await ada.delete(`/api/api-keys/${first.id}`);
    expect((await ada.post('/api/api-keys', { name: 'Now it fits' })).status).toBe(201);
  });
});

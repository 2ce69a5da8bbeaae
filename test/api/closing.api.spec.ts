import { createLink, submit } from './support/builders';
import { Client, signUpOwner, sleep } from './support/http';
import { startTarget, type Target } from './support/app';

const CLOSED = { message: 'This pill is closed and no longer accepts responses.' };
const answer = (response: string) => [{ questionId: 'default-general-1', response }];

describe('closing rules', () => {
  let target: Target;
  let owner: Client;
  let respondent: Client;
  const base = () => target.url;

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Frances Allen');
    respondent = new Client(base);
  });
  afterAll(() => target.close());

  const publicRead = (code: string) => respondent.get(`/api/public/feedback-links/${code}`);
  const put = (id: string, change: Record<string, unknown>) =>
    owner.put(`/api/feedback-links/${id}`, { title: 'Closing soon', questionIds: ['default-general-1'], ...change });

  it('closes a link after maxResponses submissions, on the public read and on submit, and reopens when cleared', async () => {
    const link = await createLink(owner, { maxResponses: 2 });
    expect(link).toMatchObject({ maxResponses: 2 });
    expect((await publicRead(link.shortCode)).status).toBe(200);
    expect((await submit(respondent, link.shortCode, answer('The planning was clear'))).status).toBe(201);
    expect((await owner.get(`/api/feedback-links/${link.id}`)).body.isClosed).toBe(false);
    expect((await submit(respondent, link.shortCode, answer('The demos were useful'))).status).toBe(201);

    const refused = await submit(respondent, link.shortCode, answer('One more thought'));
    expect(refused.status).toBe(410);
    expect(refused.body).toEqual(CLOSED);
    const read = await publicRead(link.shortCode);
    expect(read.status).toBe(410);
    expect(read.body).toEqual(CLOSED);
    const card = (await owner.get('/api/feedback-links')).body.find((l: { id: string }) => l.id === link.id);
    expect(card).toMatchObject({ maxResponses: 2, isClosed: true, isActive: true });
    expect((await owner.get(`/api/feedback-links/${link.id}/responses`)).body).toHaveLength(2);

    // Leaving the limit out keeps it; null clears it.
    const kept = await put(link.id, {});
    expect(kept.status).toBe(200);
    expect(kept.body.maxResponses).toBe(2);
    expect((await publicRead(link.shortCode)).status).toBe(410);
    const cleared = await put(link.id, { maxResponses: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('maxResponses');
    expect((await publicRead(link.shortCode)).status).toBe(200);
    expect((await submit(respondent, link.shortCode, answer('Glad it reopened'))).status).toBe(201);
  });

  it('lets no more than maxResponses through when they arrive together', async () => {
    const link = await createLink(owner, { maxResponses: 3 });
    const replies = await Promise.all(Array.from({ length: 8 }, () => submit(respondent, link.shortCode, answer('All at once'))));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 410)).toHaveLength(5);
  });

  it('closes a link once closesAt has passed, and reopens when it is cleared', async () => {
    // Seconds ahead: time enough to read and answer before it passes, also on the cluster.
    const closesAt = new Date(Date.now() + 4000).toISOString();
    const link = await createLink(owner, { closesAt });
    expect(link).toMatchObject({ closesAt });
    expect((await publicRead(link.shortCode)).status).toBe(200);
    expect((await submit(respondent, link.shortCode, answer('Before the deadline'))).status).toBe(201);
    await sleep(Date.parse(closesAt) - Date.now() + 100);

    const read = await publicRead(link.shortCode);
    expect(read.status).toBe(410);
    expect(read.body).toEqual(CLOSED);
    const late = await submit(respondent, link.shortCode, answer('After the deadline'));
    expect(late.status).toBe(410);
    expect(late.body).toEqual(CLOSED);
    expect((await owner.get(`/api/feedback-links/${link.id}`)).body).toMatchObject({ closesAt, isClosed: true });

    // Saving the form with the passed time unchanged is allowed; clearing it reopens the link.
    expect((await put(link.id, { closesAt })).status).toBe(200);
    const cleared = await put(link.id, { closesAt: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('closesAt');
    expect((await publicRead(link.shortCode)).status).toBe(200);
    expect((await submit(respondent, link.shortCode, answer('Open again'))).status).toBe(201);
  });

  it('says what is wrong with a bad limit or closing time', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maxResponses: 0 }, 'The response limit must be a whole number of at least 1.'],
      [{ maxResponses: 2.5 }, 'The response limit must be a whole number of at least 1.'],
      [{ maxResponses: '10' }, 'The response limit must be a whole number of at least 1.'],
      [{ closesAt: 'next friday' }, 'The closing time must be a date and time, like 2030-01-31T18:00:00Z.'],
      [{ closesAt: new Date(Date.now() - 60_000).toISOString() }, 'Please choose a closing time in the future.'],
    ];
    const link = await createLink(owner);
    for (const [body, message] of cases) {
      const created = await owner.post('/api/feedback-links', { title: 'Bad rules', questionIds: ['default-general-1'], ...body });
      expect([created.status, created.body]).toEqual([400, { message }]);
      const updated = await put(link.id, body);
      expect([updated.status, updated.body]).toEqual([400, { message }]);
    }
    const unchanged = await owner.get(`/api/feedback-links/${link.id}`);
    expect(unchanged.body).not.toHaveProperty('maxResponses');
    expect(unchanged.body).not.toHaveProperty('closesAt');
    expect(unchanged.body.isClosed).toBe(false);
  });
});

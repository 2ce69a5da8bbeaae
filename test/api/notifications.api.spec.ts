import Database from 'libsql';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { startEmbeddedTarget, type Target } from './support/app';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner, sleep } from './support/http';
import { describeWithMail, mailsTo } from './support/mailpit';

const UNAVAILABLE = 'Email notifications are not set up on this server. Please contact its administrator.';
const NO_EMAIL = 'Your account has no email address, so there is nowhere to send notifications.';
const BAD_MODE = 'Choose how to be notified: "off", "daily" or "batched".';
/** The targets check twice a second (NOTIFY_CHECK_MS in the suite's env): this is several checks. */
const SEVERAL_CHECKS_MS = 2_500;

const path = (linkId: string) => `/api/feedback-links/${linkId}/notifications`;

async function ownerWithEmail(base: () => string) {
  const email = `notify-${randomUUID()}@example.com`;
  return { owner: await signUpOwner(base, 'Grace Hopper', { email }), email };
}

describeWithMail('email notifications', ({ base, apiUrl, embedded, dataDir: dataDirOf }) => {
  const answer = (shortCode: string, text: string) => {
    const responses = [{ questionId: 'default-general-1', response: text }];
    return submit(new Client(base), shortCode, responses, { respondentName: 'Linus Secret' });
  };
  const countOf = async (owner: Client, linkId: string) => {
    const cards = (await owner.get('/api/feedback-links')).body as Array<{ id: string; responseCount?: number }>;
    return cards.find((l) => l.id === linkId)?.responseCount;
  };

  it('mails a count once 5 responses are new, never the answers or a name', async () => {
    const { owner, email } = await ownerWithEmail(base);
    const link = await createLink(owner);
    expect((await owner.get(path(link.id))).body).toEqual({ mode: 'off', available: true });
    const set = await owner.put(path(link.id), { mode: 'batched' });
    expect([set.status, set.body]).toEqual([200, { mode: 'batched', available: true }]);
    expect((await owner.get(path(link.id))).body).toEqual({ mode: 'batched', available: true });

    for (let i = 1; i <= 4; i++) expect((await answer(link.shortCode, `Secret remark ${i}.`)).status).toBe(201);
    await eventually(
      () => countOf(owner, link.id),
      (n) => n === 4,
    );
    // Four fresh responses could point at their writers by the time of a mail: none is sent.
    await sleep(SEVERAL_CHECKS_MS);
    expect(await mailsTo(apiUrl(), email)).toEqual([]);

    expect((await answer(link.shortCode, 'Secret remark 5.')).status).toBe(201);
    const mails = await eventually(
      () => mailsTo(apiUrl(), email),
      (m) => m.length > 0,
      20_000,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`5 new responses to “${link.title}”`);
    expect(mails[0]?.text).toContain(`/advanced-analytics/${link.id}`);
    expect(mails[0]?.text).not.toMatch(/Secret remark|Linus/);

    // Nothing new since: the next slots send nothing more.
    await sleep(SEVERAL_CHECKS_MS);
    expect(await mailsTo(apiUrl(), email)).toHaveLength(1);
  });

  it('sends nothing once turned off', async () => {
    const { owner, email } = await ownerWithEmail(base);
    const link = await createLink(owner);
    expect((await owner.put(path(link.id), { mode: 'daily' })).status).toBe(200);
    const off = await owner.put(path(link.id), { mode: 'off' });
    expect([off.status, off.body]).toEqual([200, { mode: 'off', available: true }]);
    for (let i = 1; i <= 5; i++) expect((await answer(link.shortCode, `Another remark ${i}.`)).status).toBe(201);
    await eventually(
      () => countOf(owner, link.id),
      (n) => n === 5,
    );
    await sleep(SEVERAL_CHECKS_MS);
    expect(await mailsTo(apiUrl(), email)).toEqual([]);
    expect((await owner.get(path(link.id))).body).toEqual({ mode: 'off', available: true });
  });

  // The embedded process's own account database; the cluster's MongoDB is checked by the store's conformance.
  const storedLinks = (dataDir: string) => {
    const db = new Database(join(dataDir, 'gateway.accounts.sqlite'), { readonly: true });
    try {
      const rows = db.prepare('SELECT link_id FROM link_notifications').all() as Array<{ link_id: string }>;
      return rows.map((r) => r.link_id);
    } finally {
      db.close();
    }
  };

  if (embedded) {
    it("forgets a deleted pill's notifications, and all of a deleted account's", async () => {
      const dataDir = dataDirOf() as string;
      const { owner } = await ownerWithEmail(base);
      const [kept, deleted, other] = [await createLink(owner), await createLink(owner), await createLink(owner)];
      for (const { id } of [kept, deleted, other]) {
        expect((await owner.put(path(id), { mode: 'daily' })).status).toBe(200);
      }
      expect(storedLinks(dataDir)).toEqual(expect.arrayContaining([kept.id, deleted.id, other.id]));

      expect((await owner.delete(`/api/feedback-links/${deleted.id}`)).status).toBe(200);
      expect(storedLinks(dataDir)).not.toContain(deleted.id);
      expect(storedLinks(dataDir)).toEqual(expect.arrayContaining([kept.id, other.id]));

      const erased = await owner.request('DELETE', '/api/auth/user', { password: 'a long enough password' });
      expect(erased.status).toBe(204);
      expect(storedLinks(dataDir)).not.toContain(kept.id);
      expect(storedLinks(dataDir)).not.toContain(other.id);
    });
  }

  it('refuses a mode it does not know, with what to choose', async () => {
    const { owner } = await ownerWithEmail(base);
    const link = await createLink(owner);
    const bad = await owner.put(path(link.id), { mode: 'weekly' });
    expect([bad.status, bad.body.message]).toEqual([400, BAD_MODE]);
    expect((await owner.put(path(link.id), {})).status).toBe(400);
  });

  it("answers 404 for another owner's link and for an unknown one", async () => {
    const { owner } = await ownerWithEmail(base);
    const { owner: other } = await ownerWithEmail(base);
    const link = await createLink(owner);
    expect((await other.get(path(link.id))).status).toBe(404);
    expect((await other.put(path(link.id), { mode: 'daily' })).status).toBe(404);
    expect((await owner.get(path(randomUUID()))).status).toBe(404);
    expect((await owner.put(path(randomUUID()), { mode: 'daily' })).status).toBe(404);
    expect((await owner.get(path(link.id))).body.mode).toBe('off');
  });

  it('answers 400 when the caller has no email address (an API key)', async () => {
    const { owner } = await ownerWithEmail(base);
    const link = await createLink(owner);
    const key = (await owner.post('/api/api-keys', { name: 'CI' })).body.key as string;
    const headers = { authorization: `Bearer ${key}`, origin: '' };
    const byKey = await new Client(base).request('PUT', path(link.id), { mode: 'daily' }, headers);
    expect([byKey.status, byKey.body.message]).toEqual([400, NO_EMAIL]);
  });
});

describe('email notifications without SMTP_URL', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startEmbeddedTarget({ SMTP_URL: '', MAILPIT_API_URL: '' });
  });
  afterAll(() => target.close());

  it('says they are unavailable, and refuses to turn them on with 503', async () => {
    const owner = await signUpOwner(base);
    const link = await createLink(owner);
    expect((await owner.get(path(link.id))).body).toEqual({ mode: 'off', available: false });
    const on = await owner.put(path(link.id), { mode: 'batched' });
    expect([on.status, on.body.message]).toEqual([503, UNAVAILABLE]);
    const off = await owner.put(path(link.id), { mode: 'off' });
    expect([off.status, off.body]).toEqual([200, { mode: 'off', available: false }]);
  });
});

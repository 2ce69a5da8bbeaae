import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { clerkInstance, sessionToken, startClerkBackend, type ClerkBackendStandIn } from '../support/clerk-stand-in';
import { startEmbeddedTarget, startTarget, type Target } from './support/app';
import { createLink, submit } from './support/builders';
import { Client, eventually } from './support/http';

const WRONG_CREDENTIALS = 'That email and password do not match an account.';
const EDITED_DEFAULT = 'default-general-1';
const DEFAULT_TEXT = 'What should I keep doing?';

const SYLLABLES = ['ba', 'ce', 'di', 'fo', 'gu', 'la', 'me', 'ni', 'po', 'ru', 'sa', 'te', 'vi', 'wo', 'yu', 'zo'];
/** Words only this test writes, so finding them anywhere means they were kept. */
const markers = () => {
  // Plain words: random letters or digits could read as a slur, a phone number or a plate to moderation.
  const tag = randomUUID()
    .slice(0, 4)
    .split('')
    .map((c) => SYLLABLES[parseInt(c, 16)])
    .join('');
  return {
    title: `Quarterly retro ${tag}`,
    question: `Did the ${tag} rollout help you?`,
    edit: `How did ${tag} sprint reviews go?`,
    answer: `The ${tag} rollout was rushed and confusing.`,
    name: `Marta ${tag[0].toUpperCase()}${tag.slice(1)}`,
  };
};
type Markers = ReturnType<typeof markers>;

/** An owner's pill with a custom question and an edited default, answered once; the public short code comes back. */
async function seedPill(base: () => string, owner: Client, words: Markers) {
  const question = await owner.post('/api/questions', { text: words.question, category: 'general' });
  expect(question.status).toBe(201);
  expect((await owner.put(`/api/questions/${EDITED_DEFAULT}`, { text: words.edit, category: 'general' })).status).toBe(200);
  const link = await createLink(owner, { title: words.title, questionIds: [question.body.id, EDITED_DEFAULT] });
  const answers = [
    { questionId: question.body.id, response: words.answer },
    { questionId: EDITED_DEFAULT, response: words.answer },
  ];
  const sent = await submit(new Client(base), link.shortCode, answers, { respondentName: words.name });
  expect(sent.status === 201 ? 'accepted' : sent.text).toBe('accepted');
  return { link, questionId: question.body.id as string };
}

const publicStatus = async (base: () => string, shortCode: string) =>
  (await new Client(base).get(`/api/public/feedback-links/${shortCode}`)).status;

describe('deleting a local account (DELETE /api/auth/user)', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  async function signUp(password = 'a long enough password') {
    const client = new Client(base);
    const email = `owner-${randomUUID()}@example.com`;
    const reply = await client.post('/api/auth/sign-up/email', { name: 'Ada Lovelace', email, password });
    expect(reply.status).toBe(201);
    return { client, email, password };
  }

  it('asks for the password: none is a 400, a wrong one a 401, each with a message, and nothing is erased', async () => {
    const { client, email, password } = await signUp();
    const link = await createLink(client);
    const none = await client.request('DELETE', '/api/auth/user', {});
    expect([none.status, none.body.message]).toEqual([400, 'Please enter your password to delete your account.']);
    const wrong = await client.request('DELETE', '/api/auth/user', { password: 'not my password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/password is not right/);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await publicStatus(base, link.shortCode)).toBe(200);
    expect((await new Client(base).post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const signedOut = await new Client(base).request('DELETE', '/api/auth/user', { password });
    expect(signedOut.status).toBe(401);
  });

  it("erases the owner's account, sessions, API keys, links and answers; another owner's stay", async () => {
    const words = markers();
    const { client: owner, email, password } = await signUp();
    const elsewhere = await new Client(base).post('/api/auth/sign-in/email', { email, password });
    expect(elsewhere.status).toBe(200);
    const otherDevice = new Client(base);
    await otherDevice.post('/api/auth/sign-in/email', { email, password });
    const { link } = await seedPill(base, owner, words);
    const ownLinks = (await owner.get('/api/feedback-links')).body as Array<{ shortCode: string }>;
    expect(ownLinks.length).toBeGreaterThan(1);
    const apiKey = (await owner.post('/api/api-keys', { name: 'Reporting script' })).body.key as string;
    const withKey = () => new Client(base).request('GET', '/api/feedback-links', undefined, { authorization: `Bearer ${apiKey}` });
    expect((await withKey()).status).toBe(200);

    const { client: other } = await signUp();
    const kept = markers();
    const { link: otherLink } = await seedPill(base, other, kept);

    const deleted = await owner.request('DELETE', '/api/auth/user', { password });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/pill_session=;/);

    for (const { shortCode } of ownLinks) {
      expect(
        await eventually(
          () => publicStatus(base, shortCode),
          (s) => s === 404,
        ),
      ).toBe(404);
    }
    expect(await publicStatus(base, link.shortCode)).toBe(404);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await withKey()).status).toBe(401);
    const signIn = await new Client(base).post('/api/auth/sign-in/email', { email, password });
    expect([signIn.status, signIn.body.message]).toEqual([401, WRONG_CREDENTIALS]);

    expect(await publicStatus(base, otherLink.shortCode)).toBe(200);
    const answers = await other.get(`/api/feedback-links/${otherLink.id}/responses`);
    expect(answers.body.map((a: { response: string }) => a.response)).toEqual([kept.answer, kept.answer]);
    const questions = (await other.get('/api/questions/user')).body as Array<{ id: string; text: string }>;
    expect(questions.find((q) => q.id === EDITED_DEFAULT)?.text).toBe(kept.edit);
    expect(questions.map((q) => q.text)).toContain(kept.question);

    // Embedded: once the process has stopped (its files checkpointed), no store on disk holds their words.
    if (!target.restart || !target.dataDir) return;
    await target.restart(() => {
      const dir = target.dataDir as string;
      const disk = readdirSync(dir)
        .map((file) => readFileSync(join(dir, file)).toString('latin1'))
        .join('\n');
      for (const word of [...Object.values(words), email]) expect({ word, found: disk.includes(word) }).toEqual({ word, found: false });
      expect(disk).toContain(kept.answer);
    });
    for (const { shortCode } of ownLinks) expect(await publicStatus(base, shortCode)).toBe(404);
    expect((await new Client(base).post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    expect(await publicStatus(base, otherLink.shortCode)).toBe(200);
  });
});

describe("Clerk's user.deleted webhook (POST /api/clerk/webhooks)", () => {
  const instance = clerkInstance();
  const secret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
  let backend: ClerkBackendStandIn;
  let target: Target;
  const base = () => target.url;
  const users = [
    { id: `user_${randomUUID().slice(0, 8)}`, firstName: 'Grace', email: 'grace@example.com' },
    { id: `user_${randomUUID().slice(0, 8)}`, firstName: 'Alan', email: 'alan@example.com' },
  ];

  beforeAll(async () => {
    backend = await startClerkBackend(users);
    target = await startEmbeddedTarget({
      AUTH_PROVIDER: 'clerk',
      CLERK_PUBLISHABLE_KEY: instance.publishableKey,
      CLERK_JWT_KEY: instance.jwtKey,
      CLERK_SECRET_KEY: 'sk_test_standin',
      CLERK_API_URL: backend.url,
      CLERK_WEBHOOK_SIGNING_SECRET: secret,
    });
  });
  afterAll(async () => {
    await target?.close();
    await backend?.close();
  });

  /** A Clerk owner's tab: a session token minted now, sent as a bearer token. */
  const ownerOf = (userId: string) => {
    const client = new Client(base);
    const auth = () => ({ authorization: `Bearer ${sessionToken(instance, { sub: userId })}` });
    const original = client.request.bind(client);
    client.request = (method, path, body, headers = {}) => original(method, path, body, { ...auth(), ...headers });
    return client;
  };

  /** What Clerk sends: Svix headers over the exact body. */
  const delivery = (body: string, signWith = secret) => {
    const id = `msg_${randomUUID()}`;
    const now = new Date();
    return {
      'svix-id': id,
      'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
      'svix-signature': new Webhook(signWith).sign(id, now, body),
    };
  };
  const send = (body: string, headers: Record<string, string>) =>
    new Client(base).request('POST', '/api/clerk/webhooks', body, { ...headers, origin: '' });
  const userDeleted = (id: string) => JSON.stringify({ type: 'user.deleted', object: 'event', data: { id, deleted: true } });

  it('refuses unsigned, wrongly signed and altered deliveries with 400, erasing nothing', async () => {
    const owner = ownerOf(users[1].id);
    const link = await createLink(owner);
    const body = userDeleted(users[1].id);
    const otherSecret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
    const refused = [
      await send(body, {}),
      await send(body, delivery(body, otherSecret)),
      await send(body.replace(users[1].id, users[0].id), delivery(body)),
    ];
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(3).fill([400, 'The webhook signature could not be verified.']));
    expect(await publicStatus(base, link.shortCode)).toBe(200);
  });

  it("erases the deleted user's links, answers, analyses and questions, as each service reads them", async () => {
    const words = markers();
    const owner = ownerOf(users[0].id);
    const { link } = await seedPill(base, owner, words);
    const ownLinks = (await owner.get('/api/feedback-links')).body as Array<{ id: string; shortCode: string }>;
    expect(ownLinks.length).toBeGreaterThan(1);
    const other = ownerOf(users[1].id);
    const otherLink = await createLink(other);

    const body = userDeleted(users[0].id);
    expect((await send(body, delivery(body))).status).toBe(204);

    for (const { shortCode } of ownLinks) {
      expect(
        await eventually(
          () => publicStatus(base, shortCode),
          (s) => s === 404,
        ),
      ).toBe(404);
    }
    // A session token minted before the deletion is still valid for a minute: every read is empty.
    expect(
      (
        await eventually(
          () => owner.get('/api/feedback-links'),
          (r) => r.body.length === 0,
        )
      ).body,
    ).toEqual([]);
    for (const { id } of ownLinks) {
      for (const read of ['responses', 'analytics', 'unified-analytics']) {
        expect({ read, status: (await owner.get(`/api/feedback-links/${id}/${read}`)).status }).toEqual({ read, status: 404 });
      }
    }
    const questions = (await owner.get('/api/questions/user')).body as Array<{ id: string; text: string }>;
    expect(questions.find((q) => q.id === EDITED_DEFAULT)?.text).toBe(DEFAULT_TEXT);
    expect(questions.every((q) => q.id.startsWith('default-'))).toBe(true);
    expect(await publicStatus(base, link.shortCode)).toBe(404);

    expect(await publicStatus(base, otherLink.shortCode)).toBe(200);
    expect((await other.get('/api/feedback-links')).body.map((l: { id: string }) => l.id)).toContain(otherLink.id);
    // A redelivery (Clerk retries) is answered the same and changes nothing.
    expect((await send(body, delivery(body))).status).toBe(204);
    expect(await publicStatus(base, otherLink.shortCode)).toBe(200);
  });
});

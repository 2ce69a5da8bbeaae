import { createHash, randomBytes } from 'node:crypto';
import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

type Receipt = { code: string; url: string };
type OwnerAnswer = { id: string; submissionId: string; response: string };

const q1 = 'default-general-1';
const q2 = 'default-general-2';
const THREAT = 'I will kill you if you do that again.';
let lastAddress = 0;
/** Each test is its own client to the rate limits (loopback is the suite's trusted proxy). */
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++lastAddress}` });

describe('a receipt and a conversation without an account', () => {
  let target: Target;
  let owner: Client;
  let other: Client;
  let link: Awaited<ReturnType<typeof createLink>>;
  const base = () => target.url;

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Grace Hopper');
    other = await signUpOwner(base, 'Alan Turing');
    link = await createLink(owner, { questionIds: [q1, q2] });
  });
  afterAll(() => target.close());

  /** A respondent's submit from their own address; answers its receipt. */
  async function respond(answer = 'The planning meeting ran long but was useful', headers = newAddress()) {
    const reply = await submit(new Client(base), link.shortCode, [{ questionId: q1, response: answer }], {}, headers);
    expect(reply.status).toBe(201);
    return { ...(reply.body as { id: string; submittedAt: string; receipt: Receipt }), headers };
  }

  const respondent = (headers: Record<string, string>) => {
    const client = new Client(base);
    return {
      read: (code: string) => client.request('GET', `/api/public/conversations/${code}`, undefined, headers),
      reply: (code: string, text: unknown) => client.request('POST', `/api/public/conversations/${code}/messages`, { text }, headers),
      erase: (code: string) => client.request('DELETE', `/api/public/conversations/${code}`, undefined, headers),
    };
  };

  const ownerAnswers = async () => (await owner.get<OwnerAnswer[]>(`/api/feedback-links/${link.id}/responses`)).body;

  it('answers a submit with a receipt: a 22-character URL-safe code and a /r/{code} url', async () => {
    const first = await respond();
    const second = await respond();
    expect(first.receipt.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.receipt.url).toBe(`${base()}/r/${first.receipt.code}`);
    expect(second.receipt.code).not.toBe(first.receipt.code);
  });

  it('lets the respondent read their answers and the thread by code, and an unknown code is 404', async () => {
    const { receipt, headers } = await respond('The retro notes were clear');
    const them = respondent(headers);
    const read = await them.read(receipt.code);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      title: link.title,
      answers: [{ question: expect.any(String), response: 'The retro notes were clear' }],
      messages: [],
    });
    const unknown = await them.read(randomBytes(16).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: expect.any(String) });
    expect((await them.read('not a code')).status).toBe(404);
  });

  it('gives a retried submit (same Idempotency-Key) a new code for the same submission, and both codes work', async () => {
    const headers = { ...newAddress(), 'idempotency-key': `retry-${randomBytes(8).toString('hex')}` };
    const first = await respond('Standups are too long', headers);
    const retry = await respond('Standups are too long', headers);
    expect(retry.id).toBe(first.id);
    expect(retry.receipt.code).not.toBe(first.receipt.code);
    const them = respondent(headers);
    expect((await them.read(first.receipt.code)).body.answers).toEqual((await them.read(retry.receipt.code)).body.answers);
    expect((await ownerAnswers()).filter((a) => a.submissionId === first.id)).toHaveLength(1);
  });

  it('carries a thread both ways: owner replies, the respondent answers, unread until the owner reads it', async () => {
    const { id, receipt, headers } = await respond('Please share the roadmap earlier');
    const them = respondent(headers);
    const path = `/api/submissions/${id}/messages`;
    const ownerReply = await owner.post(path, { text: 'Thank you, we will share it a month ahead.' });
    expect(ownerReply.status).toBe(201);
    expect(ownerReply.body).toEqual({ from: 'owner', text: 'Thank you, we will share it a month ahead.', sentAt: expect.any(String) });

    const seen = await them.read(receipt.code);
    expect(seen.body.messages).toEqual([ownerReply.body]);
    const answer = await them.reply(receipt.code, 'That would help a lot, thanks.');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ from: 'respondent', text: 'That would help a lot, thanks.' });

    const threads = await owner.get(`/api/feedback-links/${link.id}/conversations`);
    expect(threads.status).toBe(200);
    expect(threads.body).toContainEqual({ submissionId: id, messageCount: 2, unread: true, lastMessageAt: expect.any(String) });

    const thread = await owner.get(path);
    expect(thread.status).toBe(200);
    expect(thread.body.map((m: { from: string }) => m.from)).toEqual(['owner', 'respondent']);
    // Exact times identify writers: the owner sees the respondent's at the hour.
    const respondentSentAt = new Date(thread.body[1].sentAt);
    expect(respondentSentAt.getUTCMinutes() + respondentSentAt.getUTCSeconds() + respondentSentAt.getUTCMilliseconds()).toBe(0);
    expect(new Date(answer.body.sentAt).getTime() - respondentSentAt.getTime()).toBeLessThan(3_600_000);

    const after = await owner.get(`/api/feedback-links/${link.id}/conversations`);
    expect(after.body).toContainEqual(expect.objectContaining({ submissionId: id, unread: false }));
  });

  it('refuses harmful messages from either side with 422 and the refusal shape of a submit', async () => {
    const { id, receipt, headers } = await respond('The new tool is slow');
    const fromRespondent = await respondent(headers).reply(receipt.code, THREAT);
    expect(fromRespondent.status).toBe(422);
    expect(fromRespondent.body).toEqual({ message: expect.any(String), kind: 'threat', field: 'text' });
    expect(fromRespondent.body.message).not.toContain('kill');
    const fromOwner = await owner.post(`/api/submissions/${id}/messages`, { text: THREAT });
    expect(fromOwner.status).toBe(422);
    expect(fromOwner.body).toMatchObject({ kind: 'threat', field: 'text' });
    expect((await respondent(headers).read(receipt.code)).body.messages).toEqual([]);
    expect((await respondent(headers).reply(receipt.code, '   ')).status).toBe(400);
    expect((await respondent(headers).reply(receipt.code, 'x'.repeat(2001))).status).toBe(400);
  });

  it("answers 404 to another owner's read, reply and thread list", async () => {
    const { id } = await respond('Lunch and learns are great');
    expect((await other.get(`/api/submissions/${id}/messages`)).status).toBe(404);
    expect((await other.post(`/api/submissions/${id}/messages`, { text: 'Hello there' })).status).toBe(404);
    expect((await other.get(`/api/feedback-links/${link.id}/conversations`)).status).toBe(404);
    expect((await owner.get(`/api/submissions/no-such-submission/messages`)).status).toBe(404);
  });

  it('never shows the code or its hash in an owner view', async () => {
    const { id, receipt, headers } = await respond('Onboarding docs are outdated');
    await respondent(headers).reply(receipt.code, 'Also the wiki search is broken.');
    await owner.post(`/api/submissions/${id}/messages`, { text: 'Noted, thanks.' });
    const hash = createHash('sha256').update(receipt.code).digest('base64url');
    const hex = createHash('sha256').update(receipt.code).digest('hex');
    const views = await Promise.all([
      owner.get(`/api/feedback-links/${link.id}/responses`),
      owner.get(`/api/submissions/${id}/messages`),
      owner.get(`/api/feedback-links/${link.id}/conversations`),
      owner.get(`/api/feedback-links/${link.id}/analytics`),
    ]);
    for (const view of views) {
      expect(view.status).toBe(200);
      for (const secret of [receipt.code, hash, hex]) expect(view.text).not.toContain(secret);
    }
  });

  it("erases the respondent's own submission: the code is then 404 and the owner's list no longer has the answers", async () => {
    const answer = 'The release checklist saves us every sprint';
    const { id, receipt, headers } = await respond(answer);
    const them = respondent(headers);
    await owner.post(`/api/submissions/${id}/messages`, { text: 'Glad it helps.' });
    expect((await ownerAnswers()).map((a) => a.response)).toContain(answer);
    const counted = async () =>
      (await owner.get<{ totalResponses: number }>(`/api/feedback-links/${link.id}/analytics`)).body.totalResponses;
    // Every submission here has one answer: the analysis counts as many as the owner's list once it has caught up.
    const total = (await ownerAnswers()).length;
    const before = await eventually(counted, (n) => n === total);
    expect(before).toBe(total);

    const erased = await them.erase(receipt.code);
    expect(erased.status).toBe(200);
    expect((await them.read(receipt.code)).status).toBe(404);
    expect((await them.reply(receipt.code, 'Hello again')).status).toBe(404);
    expect((await them.erase(receipt.code)).status).toBe(404);
    const left = await eventually(ownerAnswers, (list) => !list.some((a) => a.submissionId === id));
    expect(left.map((a) => a.response)).not.toContain(answer);
    expect((await owner.get(`/api/submissions/${id}/messages`)).status).toBe(404);
    // The analysis forgets it too.
    expect(await eventually(counted, (n) => n === before - 1)).toBe(before - 1);
  });

  it('rate-limits guesses per client: 30 a minute, then 429', async () => {
    const headers = newAddress();
    const guess = () => respondent(headers).read(randomBytes(16).toString('base64url'));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await guess()).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.any(String) });
    // Another client is not held back by this one's guesses.
    expect((await respondent(newAddress()).read(randomBytes(16).toString('base64url'))).status).toBe(404);
  });
});

import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner, type Reply } from './support/http';
import { startTarget, type Target } from './support/app';

type Answer = { id: string; response: string; question: { id: string }; submittedAt: string };

/** The target of a `Link: <…>; rel="next"` header, or undefined without one. */
const nextOf = (reply: Reply) => /^<([^>]+)>;\s*rel="next"$/.exec(reply.headers.get('link') ?? '')?.[1];

/** The link's totals a page tells in its headers: answers, respondents, questions answered. */
const totalsOf = (reply: Reply) => ['x-total-count', 'x-respondent-count', 'x-question-count'].map((name) => reply.headers.get(name));

const ADJECTIVES = [
  'calm',
  'brisk',
  'clear',
  'kind',
  'steady',
  'warm',
  'quiet',
  'bright',
  'honest',
  'patient',
  'curious',
  'gentle',
  'frank',
];
const NOUNS = ['river', 'meadow', 'harbour', 'lantern', 'orchard', 'compass', 'garden', 'bridge', 'window', 'ladder', 'kettle'];
/** A distinct, plain answer for each number (digits in answers could read as house numbers to moderation). */
const phrase = (i: number) =>
  `The ${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} retro helped`;

describe('paging the responses of a link', () => {
  let target: Target;
  let owner: Client;
  let link: Awaited<ReturnType<typeof createLink>>;
  const base = () => target.url;
  const path = () => `/api/feedback-links/${link.id}/responses`;
  const q1 = 'default-general-1';
  const q2 = 'default-general-2';

  /** Every page from `first`, following the Link headers; `between` runs before each later page. */
  async function readAll(first: string, between: () => Promise<unknown> = async () => undefined) {
    const pages: Array<Reply<Answer[]>> = [await owner.get<Answer[]>(first)];
    for (let next = nextOf(pages[0]!); next; next = nextOf(pages.at(-1)!)) {
      await between();
      pages.push(await owner.get<Answer[]>(next));
    }
    return { pages, answers: pages.flatMap((p) => p.body) };
  }

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Barbara Liskov');
    link = await createLink(owner, { questionIds: [q1, q2] });
    const respondent = new Client(base);
    // 125 submissions of two answers each: 250 answers, sent ten at a time.
    for (let start = 0; start < 125; start += 10) {
      const batch = Array.from({ length: Math.min(10, 125 - start) }, (_, k) => start + k);
      const replies = await Promise.all(
        batch.map((i) =>
          submit(respondent, link.shortCode, [
            { questionId: q1, response: `${phrase(i)}, first thoughts` },
            { questionId: q2, response: `${phrase(i)}, second thoughts` },
          ]),
        ),
      );
      for (const r of replies) if (r.status !== 201) throw new Error(`submit failed: ${r.status} ${r.text}`);
    }
    await eventually(
      () => owner.get<Answer[]>(`${path()}?limit=500`),
      (r) => r.body.length === 250,
    );
  }, 120_000); // the cluster takes about ten submissions a second here, after a new owner's samples
  afterAll(() => target.close());

  it('pages 100 at a time, newest first, following Link headers, every answer exactly once and no Link on the last page', async () => {
    const { pages, answers } = await readAll(`${path()}?limit=100`);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(pages.map((p) => p.body.length)).toEqual([100, 100, 50]);
    expect(nextOf(pages[0]!)).toMatch(new RegExp(`^/api/feedback-links/${link.id}/responses\\?cursor=[A-Za-z0-9_-]+&limit=100$`));
    expect(pages[2]!.headers.get('link')).toBeNull();
    // Every page tells the totals of all 250 answers (125 respondents, 2 questions), not its own 100.
    expect(pages.map(totalsOf)).toEqual(Array.from({ length: 3 }, () => ['250', '125', '2']));
    expect(new Set(answers.map((a) => a.id)).size).toBe(250);
    const expected = Array.from({ length: 125 }, (_, i) => [`${phrase(i)}, first thoughts`, `${phrase(i)}, second thoughts`]).flat();
    expect(answers.map((a) => a.response).sort()).toEqual(expected.sort());
    const times = answers.map((a) => a.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(answers[0]).toEqual({
      id: expect.any(String),
      submissionId: expect.any(String),
      response: expect.any(String),
      question: { id: expect.any(String), text: expect.any(String) },
      submittedAt: expect.any(String),
    });
  });

  it('answers 100 by default, and one page with no Link header when all fit', async () => {
    const first = await owner.get<Answer[]>(path());
    expect(first.body).toHaveLength(100);
    expect(nextOf(first)).toMatch(/[?&]limit=100(&|$)/);
    const all = await owner.get<Answer[]>(`${path()}?limit=500`);
    expect(all.body).toHaveLength(250);
    expect(all.headers.get('link')).toBeNull();
  });

  it('shows each answer once although answers arrive while paging', async () => {
    const respondent = new Client(base);
    let sent = 0;
    const { answers } = await readAll(`${path()}?limit=100`, async () => {
      sent += 1;
      const reply = await submit(respondent, link.shortCode, [
        { questionId: q1, response: `A late note while paging, round ${'ab'[sent - 1]}` },
      ]);
      expect(reply.status).toBe(201);
    });
    expect(sent).toBeGreaterThan(0);
    const ids = answers.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers.filter((a) => !a.response.startsWith('A late note')).length).toBe(250);
  });

  it('filters by questionId and keeps it in the next link', async () => {
    const { pages, answers } = await readAll(`${path()}?limit=100&questionId=${q2}`);
    expect(nextOf(pages[0]!)).toContain(`questionId=${q2}`);
    expect(pages.map((p) => p.body.length)).toEqual([100, 25]);
    expect(answers.every((a) => a.question.id === q2)).toBe(true);
    expect(new Set(answers.map((a) => a.id)).size).toBe(125);
    const none = await owner.get<Answer[]>(`${path()}?questionId=default-impact-1`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('link')).toBeNull();
    // The totals are the link's, whatever the question filter (late notes to q1 may still be arriving).
    for (const page of [...pages, none]) {
      const [total, respondents, questions] = totalsOf(page).map(Number);
      expect([total! >= 250, respondents! >= 125, questions]).toEqual([true, true, 2]);
    }
  });

  it('refuses a bad cursor, limit or questionId with 400 and a message', async () => {
    const cursor = nextOf(await owner.get(`${path()}?limit=1`))!;
    const tampered = cursor.replace(/cursor=[^&]+/, `cursor=${Buffer.from('[1,2]').toString('base64url')}`);
    for (const query of [
      'cursor=not-a-cursor',
      'cursor=%2A%2A%2A',
      'cursor=',
      'limit=0',
      'limit=501',
      'limit=ten',
      'limit=1.5',
      'questionId=%20',
    ]) {
      const reply = await owner.get(`${path()}?${query}`);
      expect([query, reply.status]).toEqual([query, 400]);
      expect(reply.body).toEqual({ message: expect.any(String) });
    }
    const bad = await owner.get(tampered);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Invalid cursor.' });
    expect((await owner.get(`${path()}?limit=0`)).body.message).toBe('limit must be a whole number from 1 to 500.');
  });

  it("answers 404 for another owner's, an unknown or a deleted link, with or without a cursor", async () => {
    const cursor = /cursor=([^&]+)/.exec(nextOf(await owner.get(`${path()}?limit=1`))!)![1];
    const intruder = await signUpOwner(base, 'Mallory');
    const gone = await createLink(owner);
    expect((await owner.delete(`/api/feedback-links/${gone.id}`)).status).toBe(200);
    for (const [client, id] of [
      [intruder, link.id],
      [owner, 'no-such-link'],
      [owner, gone.id],
    ] as const) {
      for (const query of ['', `?cursor=${cursor}&limit=5`]) {
        const reply = await client.get(`/api/feedback-links/${id}/responses${query}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ message: 'Feedback link not found' });
      }
    }
  });
});

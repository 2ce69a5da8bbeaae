import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

type Row = { submissionId: string; hour: string; question: string; answer: string; name: string };

const q1 = 'default-general-1';
const q2 = 'default-general-2';
const FORMULA = '=HYPERLINK("https://example.com/x","Click me")';
const AWKWARD = 'Good pace, "mostly"\nthough Fridays dragged';
const NOUNS = ['river', 'meadow', 'harbour', 'lantern', 'orchard', 'compass', 'garden', 'bridge', 'window', 'ladder', 'kettle', 'candle'];
const ADJECTIVES = ['calm', 'brisk', 'clear', 'kind', 'steady', 'warm'];
/** A distinct, plain answer for each number (digits could read as house numbers to moderation). */
const phrase = (i: number) => `The ${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} helped`;

describe('exporting the answers of a link', () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Grace Hopper');
  });
  afterAll(() => target.close());

  async function linkWithAwkwardAnswers() {
    const link = await createLink(owner, { title: 'Sprint Retro: Q3, "Café" edition', questionIds: [q1, q2] });
    const respondent = new Client(base);
    const first = await submit(respondent, link.shortCode, [{ questionId: q1, response: FORMULA }], { respondentName: 'Ada' });
    const second = await submit(respondent, link.shortCode, [
      { questionId: q1, response: AWKWARD },
      { questionId: q2, response: 'Nothing to add' },
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/responses`),
      (r) => r.body.length === 3,
    );
    return { link, submissions: [first.body.id as string, second.body.id as string] };
  }

  it('downloads CSV with a header row, CRLF, quoted awkward cells and neutralised formulas', async () => {
    const { link, submissions } = await linkWithAwkwardAnswers();
    const reply = await owner.get<string>(`/api/feedback-links/${link.id}/export?format=csv`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="sprint-retro-q3-cafe-edition-responses.csv"');
    const lines = reply.text.split('\r\n');
    expect(lines[0]).toBe('submissionId,hour,question,answer,name');
    expect(lines.at(-1)).toBe('');
    const hour = /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/;
    const cells = lines.slice(1, -1).map((line) => line.split(','));
    expect(cells.every((c) => hour.test(c[1]!))).toBe(true);
    const body = reply.text;
    expect(body).toContain(`${submissions[0]},`);
    expect(body).toContain(`,"'=HYPERLINK(""https://example.com/x"",""Click me"")",Ada\r\n`);
    expect(body).toContain(`,"Good pace, ""mostly""\nthough Fridays dragged",\r\n`);
    expect(body).toContain(',Nothing to add,\r\n');
    expect(body).not.toMatch(/(^|,)"?=/m);
  });

  it('downloads JSON rows with the answers as written and the time rounded to the hour', async () => {
    const { link, submissions } = await linkWithAwkwardAnswers();
    const reply = await owner.get<Row[]>(`/api/feedback-links/${link.id}/export?format=json`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="sprint-retro-q3-cafe-edition-responses.json"');
    const texts = await owner.get(`/api/feedback-links/${link.id}`);
    const questionText = (id: string) => texts.body.questions.find((q: { questionId: string }) => q.questionId === id).question.text;
    const byAnswer = (rows: Row[]) => [...rows].sort((a, b) => a.answer.localeCompare(b.answer));
    expect(byAnswer(reply.body)).toEqual(
      byAnswer([
        { submissionId: submissions[0]!, hour: expect.any(String), question: questionText(q1), answer: FORMULA, name: 'Ada' },
        { submissionId: submissions[1]!, hour: expect.any(String), question: questionText(q1), answer: AWKWARD, name: '' },
        { submissionId: submissions[1]!, hour: expect.any(String), question: questionText(q2), answer: 'Nothing to add', name: '' },
      ]),
    );
    for (const row of reply.body) {
      expect(row.hour).toMatch(/T\d{2}:00:00\.000Z$/);
      expect(Date.now() - Date.parse(row.hour)).toBeLessThan(2 * 3600_000);
    }
  });

  it('answers 400 with a message for a missing or unknown format', async () => {
    const link = await createLink(owner);
    for (const query of ['', '?format=xlsx', '?format=CSV']) {
      const reply = await owner.get(`/api/feedback-links/${link.id}/export${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: 'format must be csv or json.' });
    }
  });

  it("answers 404 for another owner's or an unknown link", async () => {
    const link = await createLink(owner);
    const other = await signUpOwner(base, 'Someone Else');
    for (const format of ['csv', 'json']) {
      const theirs = await other.get(`/api/feedback-links/${link.id}/export?format=${format}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ message: expect.any(String) });
      expect(theirs.headers.get('content-disposition')).toBeNull();
    }
    expect((await owner.get(`/api/feedback-links/no-such-link/export?format=csv`)).status).toBe(404);
  });

  it('exports every answer once when they fill more than one page', async () => {
    const link = await createLink(owner, { questionIds: [q1, q2] });
    const respondent = new Client(base);
    const count = 60;
    for (let start = 0; start < count; start += 10) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          submit(respondent, link.shortCode, [
            { questionId: q1, response: `${phrase(start + k)}, first` },
            { questionId: q2, response: `${phrase(start + k)}, second` },
          ]),
        ),
      );
      for (const r of replies) expect(r.status).toBe(201);
    }
    await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/responses?limit=500`),
      (r) => r.body.length === 2 * count,
    );
    const expected = Array.from({ length: count }, (_, i) => [`${phrase(i)}, first`, `${phrase(i)}, second`]).flat();
    const json = await owner.get<Row[]>(`/api/feedback-links/${link.id}/export?format=json`);
    expect(json.body.map((r) => r.answer).sort()).toEqual([...expected].sort());
    expect(new Set(json.body.map((r) => `${r.submissionId} ${r.question}`)).size).toBe(2 * count);
    const csv = await owner.get<string>(`/api/feedback-links/${link.id}/export?format=csv`);
    const answers = csv.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').slice(3, -1).join(','));
    // Each answer holds a comma, so each is quoted.
    expect(answers.sort()).toEqual(expected.map((a) => `"${a}"`).sort());
  }, 120_000);
});

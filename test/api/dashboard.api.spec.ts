import { createLink, submit } from './support/builders';
import { Client, eventually, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

type Card = { id: string; responseCount?: number; lastResponseAt?: string };

describe("the dashboard's cards", () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Grace Hopper');
  });
  afterAll(() => target.close());

  const cardOf = async (who: Client, linkId: string) =>
    ((await who.get('/api/feedback-links')).body as Card[]).find((l) => l.id === linkId);
  const answer = (shortCode: string, text: string) =>
    submit(new Client(base), shortCode, [{ questionId: 'default-general-1', response: text }]);

  it('counts the responses and tells the hour of the latest, never its minute', async () => {
    const link = await createLink(owner);
    // A link just made may not have reached the analysis service yet: its card shows no count until then.
    const fresh = await eventually(
      () => cardOf(owner, link.id),
      (c) => c?.responseCount !== undefined,
    );
    expect(fresh).toMatchObject({ responseCount: 0 });
    expect(fresh).not.toHaveProperty('lastResponseAt');
    const before = Date.now();
    for (const text of ['The rota is clear.', 'More notice before changes, please.']) {
      expect((await answer(link.shortCode, text)).status).toBe(201);
    }
    const card = await eventually(
      () => cardOf(owner, link.id),
      (c) => c?.responseCount === 2,
    );
    const hour = new Date(before);
    hour.setUTCMinutes(0, 0, 0);
    expect(card?.lastResponseAt).toMatch(/T\d\d:00:00\.000Z$/);
    expect(Date.parse(card?.lastResponseAt ?? '')).toBeGreaterThanOrEqual(hour.getTime());
    expect(Date.parse(card?.lastResponseAt ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('below the threshold shows the count but not when the latest came', async () => {
    const link = await createLink(owner, { minResponses: 3 });
    expect((await answer(link.shortCode, 'Fine by me.')).status).toBe(201);
    const card = await eventually(
      () => cardOf(owner, link.id),
      (c) => c?.responseCount === 1,
    );
    expect(card).not.toHaveProperty('lastResponseAt');
  });

  it('a deleted answer leaves the count', async () => {
    const link = await createLink(owner);
    expect((await answer(link.shortCode, 'One.')).status).toBe(201);
    expect((await answer(link.shortCode, 'Two.')).status).toBe(201);
    const page = await eventually(
      () => owner.get(`/api/feedback-links/${link.id}/responses`),
      (r) => r.body.length === 2,
    );
    expect((await owner.delete(`/api/feedback-responses/${page.body[0].id}`)).status).toBe(200);
    await eventually(
      () => cardOf(owner, link.id),
      (c) => c?.responseCount === 1,
    );
  });

  it("never shows another owner's link or counts", async () => {
    const other = await signUpOwner(base, 'Katherine Johnson');
    const link = await createLink(owner);
    expect((await answer(link.shortCode, 'Hello.')).status).toBe(201);
    const theirs = (await other.get('/api/feedback-links')).body as Card[];
    expect(theirs.some((l) => l.id === link.id)).toBe(false);
  });
});

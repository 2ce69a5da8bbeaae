import { MESSAGES } from '@pill/proto/limits';
import { createLink, submit } from './support/builders';
import { Client, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

/** Text that cannot be stored is refused; what would hide or reorder a name or title is dropped. */
describe('text hygiene', () => {
  let target: Target;
  let owner: Client;
  const base = () => target.url;
  const answer = (response: string) => [{ questionId: 'default-general-1', response }];
  const send = (shortCode: string, response: string, respondentName?: string) =>
    submit(new Client(base), shortCode, answer(response), respondentName ? { respondentName } : {});
  const refusal = (field: string) => [400, expect.stringMatching(new RegExp(`^The ${field} contains`))];

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base, 'Ada\u202E\u200B Lovelace');
  });
  afterAll(() => target.close());

  it('refuses NUL and lone surrogates with 400 and a message naming the field', async () => {
    const linkBody = { title: 'Team\u0000', questionIds: ['default-general-1'] };
    const title = await owner.post('/api/feedback-links', linkBody);
    expect([title.status, title.body.message]).toEqual(refusal('title'));
    const question = await owner.post('/api/questions', { text: 'Why \uD83D?', category: 'general' });
    expect([question.status, question.body.message]).toEqual(refusal('question'));
    const link = await createLink(owner);
    const nul = await send(link.shortCode, 'a\u0000b');
    expect([nul.status, nul.body.message]).toEqual(refusal('answer'));
    const name = await send(link.shortCode, 'ok', '\uDC00');
    expect([name.status, name.body.message]).toEqual(refusal('name'));
    expect((await owner.get(`/api/feedback-links/${link.id}/responses`)).body).toEqual([]);
  });

  it('strips bidi controls and zero-width characters from names and titles', async () => {
    const link = await createLink(owner, { title: '\u202ETeam\u200B review\u2069' });
    expect(link.title).toBe('Team review');
    const shown = await new Client(base).get(`/api/public/feedback-links/${link.shortCode}`);
    expect(shown.body).toMatchObject({ title: 'Team review', creatorName: 'Ada' });
    expect((await send(link.shortCode, 'Clear plans', 'Bob\u202Eexe.gnp')).status).toBe(201);
    const responses = await owner.get(`/api/feedback-links/${link.id}/responses`);
    expect(responses.body[0].respondentName).toBe('Bobexe.gnp');
    expect((await owner.get('/api/auth/user')).body.firstName).toBe('Ada');
  });

  it('counts a title or answers of only invisible characters as blank', async () => {
    const blank = await owner.post('/api/feedback-links', { title: '\u200B', questionIds: ['q'] });
    expect([blank.status, blank.body.message]).toEqual([400, MESSAGES.titleRequired]);
    const link = await createLink(owner);
    const invisible = await send(link.shortCode, '\u200B\u200D ');
    expect([invisible.status, invisible.body.message]).toEqual([400, MESSAGES.feedbackRequired]);
  });
});

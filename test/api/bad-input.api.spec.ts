import { createLink } from './support/builders';
import { Client, signUpOwner } from './support/http';
import { startTarget, type Target } from './support/app';

/** Whatever a client sends, the answer is a 4xx with a JSON message, never a 5xx. */
describe('bad input', () => {
  let target: Target;
  let owner: Client;
  let link: Awaited<ReturnType<typeof createLink>>;
  let questionId: string;
  const base = () => target.url;

  beforeAll(async () => {
    target = await startTarget();
    owner = await signUpOwner(base);
    link = await createLink(owner);
    questionId = (await owner.post('/api/questions', { text: 'Q?', category: 'general' })).body.id;
  });
  afterAll(() => target.close());

  const bodies: unknown[] = [
    '{not json',
    '[]',
    'null',
    '"text"',
    '123',
    '{"__proto__":{"admin":true}}',
    { title: { $gt: '' } },
    { title: ['a'], questionIds: 'default-general-1' },
    { questionIds: [{ $ne: null }] },
    { responses: { $gt: '' } },
    { responses: [{ questionId: { $gt: '' }, response: 'x' }] },
    { responses: [{ questionId: 'default-general-1', response: 42 }] },
    { responses: [{ questionId: 'default-general-1', response: 'ok' }], respondentName: { $ne: 1 } },
    { text: { $where: 'sleep(1000)' }, category: 'general' },
    { isActive: { $gt: false } },
    { isActive: 'true' },
    { email: { $gt: '' }, password: 'x' },
    { name: 'x', email: 'x@example.com', password: ['a', 'b'] },
  ];

  const routes = () => [
    ['POST', '/api/feedback-links'],
    ['PUT', `/api/feedback-links/${link.id}`],
    ['PATCH', `/api/feedback-links/${link.id}`],
    ['POST', '/api/questions'],
    ['PUT', `/api/questions/${questionId}`],
    ['POST', `/api/public/feedback-links/${link.shortCode}/responses`],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/sign-in/email'],
  ];

  it('answers malformed JSON, wrong types and operator objects with 400 and a message on every write route', async () => {
    for (const [method, path] of routes()) {
      for (const body of bodies) {
        const reply = await owner.request(method, path, body);
        expect({ method, path, body, status: reply.status }).toEqual({ method, path, body, status: 400 });
        expect(typeof reply.body.message).toBe('string');
      }
    }
  });

  it('answers a 3 MB body with 413 and a message', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024), questionIds: ['default-general-1'] });
    for (const [method, path] of routes()) {
      const reply = await owner.request(method, path, huge);
      expect({ path, status: reply.status }).toEqual({ path, status: 413 });
      expect(typeof reply.body.message).toBe('string');
    }
  });

  it('refuses other content types and oversize fields without a 5xx', async () => {
    const form = await owner.request('POST', '/api/feedback-links', 'title=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const longTitle = await owner.post('/api/feedback-links', { title: 'x'.repeat(201), questionIds: ['default-general-1'] });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.message).toBe('Please keep the title under 200 characters.');
    const longSubtitle = await owner.post('/api/feedback-links', {
      title: 'Fine',
      subtitle: 'x'.repeat(501),
      questionIds: ['default-general-1'],
    });
    expect([longSubtitle.status, longSubtitle.body.message]).toEqual([400, 'Please keep the subtitle under 500 characters.']);
    const longQuestion = await owner.post('/api/questions', { text: 'x'.repeat(301), category: 'general' });
    expect([longQuestion.status, longQuestion.body.message]).toEqual([400, 'Please keep the question under 300 characters.']);
    const longCategory = await owner.post('/api/questions', { text: 'Fine?', category: 'x'.repeat(41) });
    expect([longCategory.status, longCategory.body.message]).toEqual([400, 'Please keep the category under 40 characters.']);
    const manyAnswers = await owner.post(`/api/public/feedback-links/${link.shortCode}/responses`, {
      responses: Array.from({ length: 11 }, (_, i) => ({ questionId: `q${i}`, response: 'x' })),
    });
    expect(manyAnswers.status).toBe(400);
    const duplicate = await owner.post(`/api/public/feedback-links/${link.shortCode}/responses`, {
      responses: [
        { questionId: 'default-general-1', response: 'a' },
        { questionId: 'default-general-1', response: 'b' },
      ],
    });
    expect(duplicate.status).toBe(400);
  });

  it('answers unknown API paths with a JSON 404, and page paths with the web app', async () => {
    const api = await owner.get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });
    const page = await new Client(base).get('/some/client/route');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers router-level failures with a JSON message and the security headers', async () => {
    const failures = [
      await owner.get(`/api/feedback-links/${'a'.repeat(5000)}`),
      await owner.get('/api/feedback-links/%zz'),
      await owner.request('POST', '/api/feedback-links', '{not json'),
      await owner.get('/api/nothing-here'),
      await owner.request('POST', '/api/feedback-links', {}, { origin: '' }),
      await owner.request('GET', '/api/auth/user', undefined, { 'x-padding': 'a'.repeat(20_000) }),
    ];
    expect(failures.map((f) => f.status)).toEqual([414, 400, 400, 404, 403, 431]);
    for (const failure of failures) {
      expect(Object.keys(failure.body)).toEqual(['message']);
      expect(failure.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(failure.headers.get('x-content-type-options')).toBe('nosniff');
      expect(failure.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(failures[0]?.body.message).toBe('The address is too long.');
    expect(failures[0]?.text).not.toContain('aaaa');
  });

  it('still works normally after all of that', async () => {
    expect((await owner.get(`/api/feedback-links/${link.id}`)).status).toBe(200);
    expect((await new Client(base).get('/healthz')).status).toBe(200);
  });
});

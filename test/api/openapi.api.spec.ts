import { Validator } from '@seriousme/openapi-schema-validator';
import { ROUTES } from '@pill/proto/routes';
import { Client } from './support/http';
import { startTarget, type Target } from './support/app';

describe('the API documents', () => {
  let target: Target;
  const base = () => target.url;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  it('serves a valid OpenAPI 3.1 document listing every route with its schemas', async () => {
    const reply = await new Client(base).get('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const validator = new Validator();
    expect(await validator.validate(reply.body)).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
    const listed = Object.entries(reply.body.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort());
    const create = reply.body.paths['/api/feedback-links'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LinkBody' });
    expect(reply.body.components.schemas.LinkBody.required).toEqual(['title', 'questionIds']);
    expect(create.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(create.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(reply.body.paths['/api/api-keys'].post.security).toEqual([{ session: [] }]);
  });

  it('serves the AsyncAPI 3.0 document of the events', async () => {
    const reply = await new Client(base).get('/api/asyncapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.asyncapi).toBe('3.0.0');
    expect(reply.body.channels.submissionEvents.address).toBe('pill.submission.events');
  });

  it.each(['/api/nope', '/nope.json', '/openapi.json', '/api/openapi.json/extra'])(
    'answers %s with a 404 in JSON, not the web app',
    async (path) => {
      const reply = await new Client(base).get(path);
      expect(reply.status).toBe(404);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.body).toEqual({ message: 'Not found' });
    },
  );

  it('still answers a page of the web app with its HTML', async () => {
    const reply = await new Client(base).get('/dashboard');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

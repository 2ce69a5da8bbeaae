import { ApiError, apiRequest, nextLink, serverMessage } from './api-client';

type FakeAnswer = { status: number; statusText?: string; body?: string };

function fakeFetch(answer: FakeAnswer) {
  const fn = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: answer.statusText ?? '',
    text: async () => answer.body ?? '',
  }));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('apiRequest', () => {
  it('sends cookies and JSON on writes', async () => {
    const fetchMock = fakeFetch({ status: 201, body: '{"id":"a1"}' });
    await expect(apiRequest('/api/questions', { method: 'POST', body: { text: 'Hi' } })).resolves.toEqual({ id: 'a1' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/questions');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"text":"Hi"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends cookies on reads too, without a body', async () => {
    const fetchMock = fakeFetch({ status: 200, body: '[]' });
    await apiRequest('/api/feedback-links');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });

  it('words a failure as "status: body"', async () => {
    fakeFetch({ status: 404, statusText: 'Not Found', body: '{"message":"Link not found"}' });
    await expect(apiRequest('/api/feedback-links/x')).rejects.toThrow('404: {"message":"Link not found"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    fakeFetch({ status: 500, statusText: 'Internal Server Error', body: '' });
    await expect(apiRequest('/api/feedback-links')).rejects.toThrow('500: Internal Server Error');
  });

  it('yields null for a 401 only when asked to', async () => {
    fakeFetch({ status: 401, statusText: 'Unauthorized', body: '{"message":"Sign in"}' });
    await expect(apiRequest('/api/auth/user', { on401: 'null' })).resolves.toBeNull();
    await expect(apiRequest('/api/auth/user')).rejects.toThrow('401: {"message":"Sign in"}');
  });
});

describe('serverMessage', () => {
  it('reads the {message} of a gateway error', () => {
    expect(serverMessage(new ApiError(409, '{"message":"Email already registered."}', 'Conflict'), 'x')).toBe('Email already registered.');
  });

  it('uses the fallback for anything else', () => {
    expect(serverMessage(new Error('network down'), 'Please try again.')).toBe('Please try again.');
    expect(serverMessage(new ApiError(502, '', 'Bad Gateway'), 'Please try again.')).toBe('Please try again.');
  });
});

describe('nextLink', () => {
  it('reads the rel="next" target of an RFC 8288 Link header, and null without one', () => {
    expect(nextLink('</api/feedback-links/l1/responses?cursor=abc&limit=100>; rel="next"')).toBe(
      '/api/feedback-links/l1/responses?cursor=abc&limit=100',
    );
    expect(nextLink('</a>; rel="prev", </b>; rel="next"')).toBe('/b');
    expect(nextLink('</a>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

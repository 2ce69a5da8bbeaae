import type { IncomingMessage } from 'node:http';
import { requestId } from './request-tracing';

const withHeader = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('request ids', () => {
  it("takes a proxy's well-formed X-Request-Id as the correlation id", () => {
    expect(requestId(withHeader('9f8c2d1e-ingress-0001'))).toBe('9f8c2d1e-ingress-0001');
  });

  it.each([undefined, 'short', 'has spaces in it', 'x'.repeat(101), 'line\nbreak-in-header'])('makes a new one for %j', (given) => {
    const id = requestId(withHeader(given));
    expect(id).not.toBe(given);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

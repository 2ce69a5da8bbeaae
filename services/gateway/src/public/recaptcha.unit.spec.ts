import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigSchema } from '@pill/platform/config';
import { DomainError } from '@pill/platform/errors';
import { createLogger } from '@pill/platform/logger';
import { RecaptchaVerifier, SIGN_IN_ACTION, SIGN_UP_ACTION } from './recaptcha';

/** A stand-in for Google's siteverify on loopback: each test says what it answers. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let server: Server;
let verifyUrl: string;

beforeAll(async () => {
  server = createServer((request, reply) => {
    request.resume();
    request.on('end', () => reply.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const human = { success: true, score: 0.9, action: 'submit_feedback', hostname: 'feedback.example.com' };
const answers = (body: unknown, status = 200) => (answer = { status, body: JSON.stringify(body) });

function verifier(env: Record<string, string> = {}) {
  const config = ConfigSchema.parse({
    RECAPTCHA_SITE_KEY: 'site',
    RECAPTCHA_SECRET_KEY: 'secret',
    RECAPTCHA_VERIFY_URL: verifyUrl,
    PUBLIC_ORIGIN: 'https://feedback.example.com',
    ...env,
  });
  return new RecaptchaVerifier(config, createLogger('test', 'silent'));
}

/** The status code a submission would get, or 'passed'. */
async function outcome(v = verifier(), action?: string): Promise<string | number> {
  try {
    await v.verify('token', action);
    return 'passed';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('reCAPTCHA verifier', () => {
  it('passes a 2xx success for our action, on our host, with a numeric score above the minimum', async () => {
    answers(human);
    expect(await outcome()).toBe('passed');
  });

  it('fails closed on a non-2xx answer, even one whose body says success', async () => {
    answers(human, 500);
    expect(await outcome()).toBe('UNAVAILABLE');
    answers(human, 302);
    expect(await outcome()).toBe('UNAVAILABLE');
  });

  it("refuses a token solved on another site's host", async () => {
    answers({ ...human, hostname: 'evil.example' });
    expect(await outcome()).toBe('VALIDATION');
  });

  it('checks no host when PUBLIC_ORIGIN is unset', async () => {
    answers({ ...human, hostname: 'localhost' });
    expect(await outcome(verifier({ PUBLIC_ORIGIN: '' }))).toBe('passed');
  });

  it('refuses another action, a low score, and a score that is not a number', async () => {
    answers({ ...human, action: 'login' });
    expect(await outcome()).toBe('VALIDATION');
    answers({ ...human, score: 0.1 });
    expect(await outcome()).toBe('VALIDATION');
    answers({ ...human, score: '0.9' });
    expect(await outcome()).toBe('VALIDATION');
    answers({ ...human, score: undefined });
    expect(await outcome()).toBe('VALIDATION');
  });

  it('checks the action the caller asks for: sign_in and sign_up tokens pass only there', async () => {
    answers({ ...human, action: SIGN_IN_ACTION });
    expect(await outcome(verifier(), SIGN_IN_ACTION)).toBe('passed');
    expect(await outcome(verifier(), SIGN_UP_ACTION)).toBe('VALIDATION');
    expect(await outcome()).toBe('VALIDATION');
    answers(human);
    expect(await outcome(verifier(), SIGN_IN_ACTION)).toBe('VALIDATION');
  });

  it('refuses a failure, and an answer that is not JSON is unavailable', async () => {
    answers({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await outcome()).toBe('VALIDATION');
    answer = { status: 200, body: '<html>' };
    expect(await outcome()).toBe('UNAVAILABLE');
  });
});

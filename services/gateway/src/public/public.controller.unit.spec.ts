import type { FastifyRequest } from 'fastify';
import type { Config } from '@pill/platform/config';
import { SubmissionsInFlight } from './submissions-in-flight';
import { systemClock } from '@pill/platform/clock';
import { ClosingStatus } from '../links/closing-status';
import { DomainError } from '@pill/platform/errors';
import type { RemoteCaller } from '@pill/platform/transport/rpc';
import { LINK as LINK_MESSAGES, SUBMISSION } from '@pill/proto/messages';
import { PublicController } from './public.controller';
import { PublicLinkCache, type RoutedPublicLink } from './public-link-cache';
import type { RecaptchaVerifier } from './recaptcha';
import type { VisitCounter } from './visit-counter';

const LINK: RoutedPublicLink = { linkId: 'link-1', ownerId: 'owner-1', title: 't', questions: [] };
const LINK_GET = LINK_MESSAGES.getPublic;
const ACCEPTED = { submissionId: 'sub-1' };
const KEY = 'retry-after-a-dropped-connection';
const body = { responses: [], recaptchaToken: 'token' };
const withReceipt = (accepted: object) => ({
  ...accepted,
  receipt: { code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/r\//) },
});
const spent = new DomainError('VALIDATION', 'Security verification failed.');

/** The controller with a captcha verdict to hand; `calls` are the messages it sent the submission service. */
function controller(captcha: () => Promise<void>, earlier: unknown = null) {
  const calls: string[] = [];
  const remote = {
    call: async (def: { pattern: string }) => {
      if (def.pattern === LINK_GET.pattern) return LINK;
      calls.push(def.pattern);
      return def.pattern === SUBMISSION.findAccepted.pattern ? earlier : ACCEPTED;
    },
  } as unknown as RemoteCaller;
  const cache = new PublicLinkCache();
  const verifier = { verify: captcha } as unknown as RecaptchaVerifier;
  const subject = new PublicController(
    remote,
    cache,
    verifier,
    {} as VisitCounter,
    new SubmissionsInFlight(0),
    new ClosingStatus(remote, systemClock),
    {} as Config,
  );
  const request = { socket: { localAddress: '127.0.0.1', localPort: 3000 } } as FastifyRequest;
  return { submit: (key?: string) => subject.submit('code-1234', body, key, request), calls };
}

describe('public submit and its captcha', () => {
  it('verifies the captcha first and asks for no earlier answer when it passes', async () => {
    const { submit, calls } = controller(async () => undefined);
    expect(await submit(KEY)).toEqual(withReceipt(ACCEPTED));
    expect(calls).toEqual([SUBMISSION.submit.pattern]);
  });

  it('answers a retry whose spent token fails verification with the earlier accepted answer', async () => {
    const earlier = { submissionId: 'sub-0' };
    const { submit, calls } = controller(() => Promise.reject(spent), earlier);
    expect(await submit(KEY)).toEqual(withReceipt(earlier));
    expect(calls).toEqual([SUBMISSION.findAccepted.pattern]);
  });

  it('refuses a failed verification when nothing was accepted under the key, or there is no key', async () => {
    const withKey = controller(() => Promise.reject(spent));
    await expect(withKey.submit(KEY)).rejects.toBe(spent);
    expect(withKey.calls).toEqual([SUBMISSION.findAccepted.pattern]);
    const withoutKey = controller(() => Promise.reject(spent), { submissionId: 'sub-0' });
    await expect(withoutKey.submit()).rejects.toBe(spent);
    expect(withoutKey.calls).toEqual([]);
  });
});

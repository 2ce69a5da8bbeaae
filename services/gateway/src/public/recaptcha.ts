import { z } from 'zod';
import { DomainError } from '@pill/platform/errors';
import type { Config } from '@pill/platform/config';
import type { Logger } from '@pill/platform/logger';

export const CAPTCHA_ACTION = 'submit_feedback';
/** The actions the account forms request their tokens with. */
export const SIGN_IN_ACTION = 'sign_in';
export const SIGN_UP_ACTION = 'sign_up';
const FAILED = 'Security verification failed. Please reload the page and try again.';
const UNAVAILABLE = 'Security verification is unavailable right now. Please try again in a minute.';

/** Google's siteverify answer for reCAPTCHA v3; anything else (a string score...) is no pass. */
const Verdict = z.object({
  success: z.literal(true),
  score: z.number().min(0).max(1),
  action: z.string(),
  hostname: z.string(),
});

/**
 * reCAPTCHA v3 server check, failing closed: a 2xx answer saying success, for the action asked for
 * (the feedback form's unless told), solved on our site (PUBLIC_ORIGIN's host, when set), with a
 * numeric score at or above the minimum.
 */
export class RecaptchaVerifier {
  private readonly hostname: string | undefined;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.hostname = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : undefined;
  }

  get enabled(): boolean {
    return Boolean(this.config.RECAPTCHA_SECRET_KEY);
  }

  async verify(token: string | null | undefined, action = CAPTCHA_ACTION): Promise<void> {
    if (!this.enabled) return;
    if (!token) throw new DomainError('VALIDATION', FAILED);
    const verdict = Verdict.safeParse(await this.ask(token));
    const passed =
      verdict.success &&
      verdict.data.action === action &&
      verdict.data.score >= this.config.RECAPTCHA_MIN_SCORE &&
      (this.hostname === undefined || verdict.data.hostname === this.hostname);
    if (!passed) throw new DomainError('VALIDATION', FAILED);
  }

  /** The verify endpoint's JSON answer; unreachable, non-2xx or not JSON is unavailable. */
  private async ask(token: string): Promise<unknown> {
    try {
      const response = await this.fetchImpl(this.config.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.config.RECAPTCHA_SECRET_KEY as string, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`captcha verify endpoint answered ${response.status}`);
      return await response.json();
    } catch (err) {
      this.logger.warn({ err }, 'captcha verification unavailable');
      throw new DomainError('UNAVAILABLE', UNAVAILABLE);
    }
  }
}

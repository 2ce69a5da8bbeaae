import { DomainError } from '@pill/platform/errors';
import type { Config } from '@pill/platform/config';
import type { Logger } from '@pill/platform/logger';

export const CAPTCHA_ACTION = 'submit_feedback';
/** The actions the account forms request their tokens with. */
export const SIGN_IN_ACTION = 'sign_in';
export const SIGN_UP_ACTION = 'sign_up';
const FAILED = 'Security verification failed. Please reload the page and try again.';

/** reCAPTCHA v3 server check: success, the action asked for, and a score at or above the minimum. */
export class RecaptchaVerifier {
  constructor(private readonly config: Config, private readonly logger: Logger, private readonly fetchImpl: typeof fetch = fetch) {}

  get enabled(): boolean {
    return Boolean(this.config.RECAPTCHA_SECRET_KEY);
  }

  async verify(token: string | null | undefined, action = CAPTCHA_ACTION): Promise<void> {
    if (!this.enabled) return;
    if (!token) throw new DomainError('VALIDATION', FAILED);
    let verdict: { success?: boolean; score?: number; action?: string };
    try {
      const response = await this.fetchImpl(this.config.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.config.RECAPTCHA_SECRET_KEY as string, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      verdict = (await response.json()) as typeof verdict;
    } catch (err) {
      this.logger.warn({ err }, 'captcha verification unavailable');
      throw new DomainError('UNAVAILABLE', 'Security verification is unavailable right now. Please try again in a minute.');
    }
    const ok = verdict.success === true && verdict.action === action
      && (verdict.score ?? 0) >= this.config.RECAPTCHA_MIN_SCORE;
    if (!ok) throw new DomainError('VALIDATION', FAILED);
  }
}

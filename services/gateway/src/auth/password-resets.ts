import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { CONFIG, type Config } from '@pill/platform/config';
import { DomainError, invalid } from '@pill/platform/errors';
import { LOGGER, type Logger } from '@pill/platform/logger';
import type { PasswordResetConfirmBody } from '@pill/proto/auth';
import { MAILER, type Mailer } from '../mail/mailer';
import { ACCOUNT_STORE, type AccountStore } from './account-store.port';
import { hashPassword } from './passwords';
import { newResetToken, resetExpiry, resetLink, resetTokenHash } from './password-reset-tokens';

export const RESET_UNAVAILABLE = 'Password reset by email is not set up on this server. Please contact its administrator.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.';

/**
 * Password reset by a mailed, single-use link that expires in an hour. Whether an email has an
 * account is never told: the request is answered before any mail is sent, the same either way.
 */
@Injectable()
export class PasswordResets {
  constructor(
    @Inject(ACCOUNT_STORE) private readonly accounts: AccountStore,
    @Inject(MAILER) private readonly mailer: Mailer | null,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Resolves at once; the mail (if the account exists) is sent after. Returns the sending, for tests. */
  request(email: string): { sent: Promise<void> } {
    const mailer = this.available();
    return { sent: this.mailLink(mailer, email).catch((err: unknown) => this.logger.warn({ err }, 'password reset mail not sent')) };
  }

  /** Sets the new password and signs the account out everywhere. */
  async confirm({ token, password }: PasswordResetConfirmBody): Promise<void> {
    this.available();
    const accountId = await this.accounts.consumePasswordReset(resetTokenHash(token), this.clock.now());
    if (!accountId) throw invalid(RESET_LINK_INVALID);
    await this.accounts.updatePasswordHash(accountId, await hashPassword(password));
    await this.accounts.deleteSessionsOf(accountId);
  }

  private available(): Mailer {
    if (!this.mailer || this.config.AUTH_PROVIDER !== 'local') throw new DomainError('NOT_FOUND', RESET_UNAVAILABLE);
    return this.mailer;
  }

  private async mailLink(mailer: Mailer, email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) return;
    const token = newResetToken();
    await this.accounts.createPasswordReset(resetTokenHash(token), account.id, resetExpiry(this.clock.now()));
    const origin = this.config.PUBLIC_ORIGIN ?? `http://localhost:${this.config.PORT}`;
    await mailer.send({
      to: account.email,
      subject: 'Reset your Pill password',
      text: [
        'Someone asked to reset the password of your Pill account.',
        `Choose a new password here (the link works once, for an hour): ${resetLink(origin, token)}`,
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n\n'),
    });
  }
}

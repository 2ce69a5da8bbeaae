import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { CONFIG, type Config } from '@pill/platform/config';
import { DomainError, invalid } from '@pill/platform/errors';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { ANALYSIS, LINK } from '@pill/proto/messages';
import type { NotificationSettings, NotificationSettingsBody } from '@pill/proto/notifications';
import type { SignedInUser } from '../auth/auth-provider.port';
import { MAILER, type Mailer } from '../mail/mailer';
import { ownerRefOf } from '../owners/owner.guard';
import { nextSlot } from './notification-rules';
import { NOTIFICATION_STORE, type NotificationStore } from './notification-store.port';

const NOT_SET_UP = 'Email notifications are not set up on this server.';
export const NOTIFY_UNAVAILABLE = `${NOT_SET_UP} Please contact its administrator.`;
export const NO_EMAIL = 'Your account has no email address, so there is nowhere to send notifications.';

/** An owner's choice of mails about a link's new responses. The link service says whose link it is. */
@Injectable()
export class LinkNotifications {
  constructor(
    @Inject(NOTIFICATION_STORE) private readonly store: NotificationStore,
    @Inject(MAILER) private readonly mailer: Mailer | null,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly remote: RemoteCaller,
  ) {}

  async get(user: SignedInUser, linkId: string): Promise<NotificationSettings> {
    await this.remote.call(LINK.get, { ...ownerRefOf(user), linkId });
    const record = await this.store.find(linkId);
    return { mode: record?.ownerId === user.userId ? record.mode : 'off', available: this.mailer !== null };
  }

  async set(user: SignedInUser, linkId: string, { mode }: NotificationSettingsBody): Promise<NotificationSettings> {
    const owner = ownerRefOf(user);
    await this.remote.call(LINK.get, { ...owner, linkId });
    if (mode === 'off') {
      await this.store.delete(linkId);
      return { mode, available: this.mailer !== null };
    }
    if (!this.mailer) throw new DomainError('UNAVAILABLE', NOTIFY_UNAVAILABLE);
    if (!user.email) throw invalid(NO_EMAIL);
    const existing = await this.store.find(linkId);
    // Turning mails on counts from now: the responses already read are not news.
    const lastCount = existing?.lastCount ?? (await this.responsesOf(owner, linkId));
    const slot = () => nextSlot(mode, this.clock.now(), this.config.NOTIFY_SLOTS).toISOString();
    const dueAt = existing?.mode === mode ? existing.dueAt : slot();
    await this.store.save({ linkId, ownerId: user.userId, email: user.email, mode, lastCount, dueAt });
    return { mode, available: true };
  }

  /** The link is gone: nothing more to tell about it. */
  forgetLink(linkId: string): Promise<void> {
    return this.store.delete(linkId);
  }

  private async responsesOf(owner: { ownerId: string }, linkId: string): Promise<number> {
    const [activity] = await this.remote.call(ANALYSIS.activity, { ...owner, linkIds: [linkId] });
    return activity?.responses ?? 0;
  }
}

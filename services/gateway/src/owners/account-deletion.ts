import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { TOPICS } from '@pill/proto/topics';
import { ACCOUNT_STORE, type AccountStore } from '../auth/account-store.port';
import { ReadYourWrites } from '../http/read-your-writes';
import { NOTIFICATION_STORE, type NotificationStore } from '../notifications/notification-store.port';
import { accountStreamId } from './owner-accounts';

/** The account's own stream keeps that it existed and went, never the owner's name. */
export function withoutOwnerName(event: Pick<StoredEvent, 'type' | 'data'>): unknown {
  if (event.type !== 'account.created') return event.data;
  const { ownerName: _name, ...rest } = event.data as { ownerName?: string };
  return rest;
}

/**
 * Erases an owner: `account.deleted` tells every service to erase what it holds of theirs (links,
 * with their answers and analyses, and questions); the account, its sessions, API keys and notification records go here. Safe
 * to repeat, as a redelivered identity-provider webhook does.
 */
@Injectable()
export class AccountDeletion {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly writes: ReadYourWrites,
    @Inject(ACCOUNT_STORE) private readonly accounts: AccountStore,
    @Inject(NOTIFICATION_STORE) private readonly notifications: NotificationStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async erase(ownerId: string): Promise<void> {
    const streamId = accountStreamId(ownerId);
    // The event first: should anything after it fail, the owner can still sign in and try again.
    await this.writes.written(TOPICS.account, () =>
      this.streams.appendEvents(streamId, 'any', [
        { type: 'account.deleted', data: { ownerId, deletedAt: this.clock.now().toISOString() } },
      ]),
    );
    await this.streams.store.redactStream(streamId, withoutOwnerName);
    await this.accounts.deleteApiKeysOf(ownerId);
    await this.notifications.deleteOf(ownerId);
    await this.accounts.deleteAccount(ownerId);
  }
}

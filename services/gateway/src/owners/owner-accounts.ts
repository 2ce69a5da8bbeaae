import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { StreamVersionConflict } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { SignedInUser } from '../auth/auth-provider.port';

export const accountStreamId = (ownerId: string) => `account-${ownerId}`;

/**
 * Publishes `account.created` once per owner: when a local account signs up, or when an owner
 * from an identity provider (whose accounts are created elsewhere) is first seen. What follows
 * from a new account (the sample pills) is done by whoever handles the event.
 */
@Injectable()
export class OwnerAccounts {
  /** Owners this process knows have their event stored: later requests skip the store. */
  private readonly known = new Set<string>();

  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when this call stored the event; false when the account's event was already there. */
  async created(user: SignedInUser): Promise<boolean> {
    const ownerName = user.firstName ? { ownerName: user.firstName } : {};
    const data = { ownerId: user.userId, ...ownerName, createdAt: this.clock.now().toISOString() };
    try {
      await this.streams.appendEvents(accountStreamId(user.userId), 0, [{ type: 'account.created', data }]);
      this.known.add(user.userId);
      return true;
    } catch (error) {
      if (!(error instanceof StreamVersionConflict)) throw error;
      this.known.add(user.userId);
      return false;
    }
  }

  /** An owner signed in: their account's event is stored if it never was (first sight, or a sign-up cut short). */
  async noticed(user: SignedInUser): Promise<boolean> {
    return this.known.has(user.userId) ? false : this.created(user);
  }
}

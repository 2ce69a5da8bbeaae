import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import type { EventData } from '@pill/proto/events';
import { TOPICS } from '@pill/proto/topics';
import { SampleSeeder } from './sample-seeder';

/** What a new account brings: its sample pills, seeded when the account's event is handled. */
@Controller()
export class AccountEvents {
  constructor(private readonly samples: SampleSeeder) {}

  @EventPattern(TOPICS.account)
  onAccountEvent(@Payload() event: StoredEvent) {
    if (event.type !== 'account.created') return undefined;
    const { ownerId, ownerName } = event.data as EventData<'account.created'>;
    return this.samples.seed({ ownerId, ...(ownerName ? { ownerName } : {}) });
  }
}

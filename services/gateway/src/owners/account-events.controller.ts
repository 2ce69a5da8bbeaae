import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { HandleEvent } from '@pill/platform/nest/handlers';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { AccountEvent } from '@pill/proto/events';
import { TOPICS } from '@pill/proto/topics';
import { SampleSeeder } from './sample-seeder';

/** What a new account brings: its sample pills, seeded when the account's event is handled. */
@Controller()
export class AccountEvents {
  constructor(private readonly samples: SampleSeeder) {}

  @HandleEvent(TOPICS.account)
  onAccountEvent(@Payload() event: ReceivedEvent<AccountEvent['type']>) {
    // An erased account is erased by the request that deleted it; its samples stay claimed, never seeded again.
    if (event.type !== 'account.created') return;
    const { ownerId, ownerName } = event.data;
    return this.samples.seed({ ownerId, ...(ownerName ? { ownerName } : {}) });
  }
}

import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { TOPICS } from '@pill/proto/topics';
import { PublicLinkCache } from '../public/public-link-cache';

/** Keeps the public link cache honest: any change to a link or its owner's questions evicts it. */
@Controller()
export class GatewayEvents {
  constructor(private readonly cache: PublicLinkCache) {}

  @EventPattern(TOPICS.link)
  onLinkEvent(@Payload() event: StoredEvent) {
    this.cache.evictLink((event.data as { linkId: string }).linkId);
  }

  @EventPattern(TOPICS.question)
  onQuestionEvent(@Payload() event: StoredEvent) {
    this.cache.evictOwner((event.data as { ownerId: string }).ownerId);
  }
}

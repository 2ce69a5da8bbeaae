import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { HandleEvent } from '@pill/platform/nest/handlers';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { LinkEvent, QuestionEvent } from '@pill/proto/events';
import { TOPICS } from '@pill/proto/topics';
import { PublicLinkCache } from '../public/public-link-cache';

/** Keeps the public link cache honest: any change to a link, its owner's questions or the defaults evicts it. */
@Controller()
export class GatewayEvents {
  constructor(private readonly cache: PublicLinkCache) {}

  @HandleEvent(TOPICS.link)
  onLinkEvent(@Payload() event: ReceivedEvent<LinkEvent['type']>) {
    this.cache.evictLink(event.data.linkId);
  }

  @HandleEvent(TOPICS.question)
  onQuestionEvent(@Payload() event: ReceivedEvent<QuestionEvent['type']>) {
    // New default questions can change every public form.
    if (event.type === 'question.defaults-published') this.cache.evictAll();
    else this.cache.evictOwner(event.data.ownerId);
  }
}

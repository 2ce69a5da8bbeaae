import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { DomainError } from '@pill/platform/errors';
import { RemoteCaller } from '@pill/platform/transport/rpc';
import { CLOSING_MESSAGES, closingRulesOf, isClosed, type ClosingRules } from '@pill/proto/closing';
import type { OwnerLink } from '@pill/proto/link';
import { SUBMISSION } from '@pill/proto/messages';

/**
 * Whether a link still takes responses. The count behind a response limit is the submission service's and is
 * asked each time, never cached: a full link must read as closed at once. Links without rules cost nothing.
 */
@Injectable()
export class ClosingStatus {
  constructor(
    private readonly remote: RemoteCaller,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async closed(linkId: string, rules: ClosingRules): Promise<boolean> {
    const { maxResponses, closesAt } = closingRulesOf(rules);
    if (maxResponses === undefined && closesAt === undefined) return false;
    if (isClosed({ closesAt }, 0, this.clock.now())) return true;
    const { submissions } = await this.remote.call(SUBMISSION.intake, { linkId });
    return isClosed({ maxResponses, closesAt }, submissions, this.clock.now());
  }

  /** A closed link answers 410 to respondents. */
  async requireOpen(linkId: string, rules: ClosingRules): Promise<void> {
    if (await this.closed(linkId, rules)) throw new DomainError('GONE', CLOSING_MESSAGES.closed);
  }

  /** The owner's view of a link with whether it is closed. */
  async withStatus(link: OwnerLink): Promise<OwnerLink> {
    return { ...link, isClosed: await this.closed(link.id, link) };
  }
}

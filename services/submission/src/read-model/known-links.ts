import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { LinkEvent, QuestionEvent } from '@pill/proto/events';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { PROJECTION_WAIT_MS, untilProjected } from '@pill/platform/projection/until-projected';
import type { LinkForSubmission } from '../domain/answers';
import { evolveKnownLink, evolveQuestionTexts, linkForSubmission, type KnownLink, type OwnerQuestionTexts } from './known-link-documents';
import { Submissions } from './submissions';

/**
 * This service's own view of links (owner, active flag, questions, short code) and of owners'
 * question wording, from link and question events: a submission is checked against it, never
 * against what a caller says about the link.
 */
@Injectable()
export class KnownLinks {
  private readonly links: ProjectionCollection<KnownLink>;
  private readonly texts: ProjectionCollection<OwnerQuestionTexts>;
  /** How long a link this service has not heard of yet is awaited before it answers "not found". */
  waitMs = PROJECTION_WAIT_MS;

  constructor(
    @Inject(PROJECTION_STORE) store: ProjectionStore,
    private readonly submissions: Submissions,
  ) {
    this.links = store.collection<KnownLink>({ name: 'known-links', indexes: { linkId: (l) => l.linkId, ownerId: (l) => l.ownerId } });
    this.texts = store.collection<OwnerQuestionTexts>({ name: 'owner-question-texts', indexes: { ownerId: (t) => t.ownerId } });
  }

  async applyLink(event: ReceivedEvent<LinkEvent['type']>): Promise<void> {
    await this.links.apply(event.streamId, event.streamVersion, (current) => evolveKnownLink(current, event));
  }

  async applyQuestion(event: ReceivedEvent<QuestionEvent['type']>): Promise<void> {
    if (event.type !== 'question.created' && event.type !== 'question.updated') return;
    await this.texts.apply(event.streamId, event.streamVersion, (current) => evolveQuestionTexts(current, event));
  }

  /**
   * The link, once known here. Right after it was created the link service may have answered its
   * public view before its event reached us: an unknown link is awaited a moment, never a deleted one.
   */
  async find(linkId: string): Promise<KnownLink | undefined> {
    // One read on the hot path: a deleted link's document is gone, so only a miss asks about deletion.
    const read = async () =>
      (await this.links.findBy('linkId', linkId))[0]?.data ?? ((await this.submissions.isLinkDeleted(linkId)) ? null : undefined);
    return (await untilProjected(read, (link) => link !== undefined, this.waitMs)) ?? undefined;
  }

  /** The link as a respondent may answer it now: undefined when unknown, deleted or inactive. */
  async openForSubmission(linkId: string): Promise<LinkForSubmission | undefined> {
    const link = await this.find(linkId);
    if (!link?.isActive) return undefined;
    const texts = await this.texts.findBy('ownerId', link.ownerId);
    return linkForSubmission(link, Object.assign({}, ...texts.map((t) => t.data.texts)));
  }

  /** The link's title as its respondents read it now; empty once the link is gone. */
  async titleOf(linkId: string): Promise<string> {
    return (await this.links.findBy('linkId', linkId))[0]?.data.title ?? '';
  }

  /** Whether this owner owns the link; another owner's link answers like a missing one. */
  async isOwnedBy(linkId: string, ownerId: string): Promise<boolean> {
    return (await this.find(linkId))?.ownerId === ownerId;
  }
}

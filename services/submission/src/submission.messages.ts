import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { HandleEvent, HandleMessage } from '@pill/platform/nest/handlers';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import type { LinkEvent, QuestionEvent, SubmissionEvent } from '@pill/proto/events';
import { answer } from '@pill/platform/transport/rpc';
import { SUBMISSION } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { notFound } from '@pill/platform/errors';
import { acceptedUnderKey, DeleteResponse, EraseLinkSubmissions, SubmitFeedback } from './commands/submission-commands';
import { LinkIntake } from './intake/link-intake';
import { KnownLinks } from './read-model/known-links';
import { Conversations } from './read-model/conversations';
import { Submissions } from './read-model/submissions';
import { WebhookOutbox } from './webhooks/webhook-outbox';

const LINK_NOT_FOUND = 'Feedback link not found';

@Controller()
export class SubmissionMessages {
  constructor(
    private readonly commands: CommandBus,
    private readonly submissions: Submissions,
    private readonly links: KnownLinks,
    private readonly intake: LinkIntake,
    private readonly streams: EventSourcedStreams,
    private readonly webhooks: WebhookOutbox,
    private readonly conversations: Conversations,
  ) {}

  @HandleMessage(SUBMISSION.submit.pattern)
  submit(@Payload() raw: unknown) {
    return answer(SUBMISSION.submit, raw, (p) =>
      this.commands.execute(
        new SubmitFeedback(p.link.linkId, p.submission.responses, p.submission.respondentName, p.idempotencyKey, p.submittedAt, p.codeHash),
      ),
    );
  }

  @HandleMessage(SUBMISSION.findAccepted.pattern)
  findAccepted(@Payload() raw: unknown) {
    return answer(
      SUBMISSION.findAccepted,
      raw,
      async ({ linkId, idempotencyKey, codeHash }) => (await acceptedUnderKey(this.streams, linkId, idempotencyKey, codeHash)) ?? null,
    );
  }

  @HandleMessage(SUBMISSION.listForLink.pattern)
  list(@Payload() raw: unknown) {
    return answer(SUBMISSION.listForLink, raw, async ({ ownerId, linkId, limit, cursor, questionId }) => {
      const link = await this.links.find(linkId);
      if (link?.ownerId !== ownerId) throw notFound(LINK_NOT_FOUND);
      return this.submissions.responsesPage(link, { limit, cursor, questionId });
    });
  }

  @HandleMessage(SUBMISSION.intake.pattern)
  intakeOf(@Payload() raw: unknown) {
    return answer(SUBMISSION.intake, raw, async ({ linkId }) => ({ submissions: await this.intake.submissions(linkId) }));
  }

  @HandleMessage(SUBMISSION.deleteResponse.pattern)
  deleteResponse(@Payload() raw: unknown) {
    return answer(SUBMISSION.deleteResponse, raw, (p) => this.commands.execute(new DeleteResponse(p.ownerId, p.responseId)));
  }

  /**
   * An answer that raced its link's deletion (sent before, stored after the erasure looked) is
   * erased too: the link handler marks the link before it looks, and this looks after storing.
   */
  @HandleEvent(TOPICS.submission)
  async onSubmissionEvent(@Payload() event: ReceivedEvent<SubmissionEvent['type']>) {
    await this.submissions.apply(event);
    await this.conversations.apply(event);
    await this.intake.record(event);
    if (event.type === 'submission.erased' || event.type === 'submission.response-deleted') {
      await this.webhooks.dropPending(event.data.submissionId);
    }
    if (event.type !== 'submission.received') return;
    const { linkId } = event.data;
    if (await this.submissions.isLinkDeleted(linkId)) await this.commands.execute(new EraseLinkSubmissions(linkId));
    else await this.webhooks.queue(event.data);
  }

  /** Owners' wording of their questions: a submission keeps each question's text as the form showed it. */
  @HandleEvent(TOPICS.question)
  onQuestionEvent(@Payload() event: ReceivedEvent<QuestionEvent['type']>) {
    return this.links.applyQuestion(event);
  }

  /** This service's view of links follows their events; a deleted link takes its answers with it. Safe to receive twice. */
  @HandleEvent(TOPICS.link)
  async onLinkEvent(@Payload() event: ReceivedEvent<LinkEvent['type']>) {
    await this.submissions.apply(event);
    await this.links.applyLink(event);
    if (event.type !== 'link.deleted') return;
    await this.webhooks.eraseLink(event.data.linkId);
    await this.commands.execute(new EraseLinkSubmissions(event.data.linkId));
  }
}

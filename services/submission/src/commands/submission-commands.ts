import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { DomainError, notFound, StreamVersionConflict } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { LOGGER, type Logger } from '@pill/platform/logger';
import type { ModerationRefusal } from '@pill/proto/common';
import type { SubmissionAccepted } from '@pill/proto/submission';
import { prepareAnswers, type PreparedAnswer } from '../domain/answers';
import {
  dailyCapsStreamId,
  redactedData,
  refusalsStreamId,
  RESPONSE_NOT_FOUND,
  submission,
  submissionStreamId,
  withoutDeletedAnswers,
} from '../domain/submission.decider';
import { submittedBytes } from '../intake/daily-intake';
import { LinkIntake } from '../intake/link-intake';
import { MODERATOR, type ModerationKind, type Moderator } from '../moderation/moderator.port';
import { KnownLinks } from '../read-model/known-links';
import { Submissions } from '../read-model/submissions';
import { SubmissionMetrics } from '../submission-metrics';

export class SubmitFeedback extends Command<SubmissionAccepted> {
  constructor(
    readonly linkId: string,
    readonly responses: Array<{ questionId: string; response: string }>,
    readonly respondentName: string | undefined,
    readonly idempotencyKey?: string,
    readonly submittedAt?: string,
  ) {
    super();
  }
}
export class DeleteResponse extends Command<{ ok: true }> {
  constructor(
    readonly ownerId: string,
    readonly responseId: string,
  ) {
    super();
  }
}
export class EraseLinkSubmissions extends Command<void> {
  constructor(readonly linkId: string) {
    super();
  }
}

const LINK_GONE = "This feedback link doesn't exist or has been deactivated.";
export const DAILY_CAP_REACHED = 'This form has taken in all the answers it can today. Please try again tomorrow.';

/** A retried submit with the same Idempotency-Key lands on the same stream, so it counts once. */
const submissionIdFor = (linkId: string, key: string) => createHash('sha256').update(`${linkId}:${key}`).digest('base64url').slice(0, 22);

/** What a submit under this key was answered, if one was stored. */
export async function acceptedUnderKey(streams: EventSourcedStreams, linkId: string, key: string): Promise<SubmissionAccepted | undefined> {
  return acceptedSubmission(streams, submissionIdFor(linkId, key));
}

async function acceptedSubmission(streams: EventSourcedStreams, submissionId: string): Promise<SubmissionAccepted | undefined> {
  const { state } = await streams.load(submissionStreamId(submissionId), submission);
  return state.status === 'new' ? undefined : { id: submissionId, submittedAt: state.submittedAt! };
}

/** What the refused text was: moderation reads the answers in order, then the name. */
const refusalOf = (kind: ModerationKind, index: number, answers: PreparedAnswer[]): ModerationRefusal =>
  index < answers.length ? { kind, field: 'response', questionId: answers[index].questionId } : { kind, field: 'respondentName' };

@CommandHandler(SubmitFeedback)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedback> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly links: KnownLinks,
    private readonly intake: LinkIntake,
    @Inject(MODERATOR) private readonly moderator: Moderator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly metrics?: SubmissionMetrics,
  ) {}

  async execute(c: SubmitFeedback): Promise<SubmissionAccepted> {
    // The link as this service knows it from link events: unknown, deleted or inactive is refused.
    const link = await this.links.openForSubmission(c.linkId);
    if (!link) throw notFound(LINK_GONE);
    const answers = prepareAnswers(link, c.responses);
    const submissionId = c.idempotencyKey ? submissionIdFor(link.linkId, c.idempotencyKey) : this.ids.newId();
    if (c.idempotencyKey) {
      const earlier = await acceptedSubmission(this.streams, submissionId);
      if (earlier) return earlier;
    }
    const verdict = await this.moderator.check([...answers.map((a) => a.response), ...(c.respondentName ? [c.respondentName] : [])]);
    if (!verdict.allowed) {
      this.metrics?.refusals.inc({ kind: verdict.kind });
      await this.countRefusal(link.linkId, verdict.kind);
      throw new DomainError('MODERATION_REFUSED', verdict.message, refusalOf(verdict.kind, verdict.index, answers));
    }
    const submittedAt = c.submittedAt ?? this.clock.now().toISOString();
    // Only the sample seeder dates its submissions: they are no respondent's and pass the caps.
    const bytes = submittedBytes(answers, c.respondentName);
    if (!c.submittedAt) await this.admit(link.linkId, submissionId, submittedAt, bytes);
    const data = {
      submissionId,
      linkId: link.linkId,
      ownerId: link.ownerId,
      respondentName: c.respondentName,
      submittedAt,
      responses: answers.map((a) => ({ responseId: this.ids.newId(), ...a })),
    };
    try {
      await this.streams.execute(submissionStreamId(submissionId), submission, { type: 'receive', data });
    } catch (error) {
      const earlier =
        error instanceof StreamVersionConflict || (error as DomainError).code === 'CONFLICT'
          ? await acceptedSubmission(this.streams, submissionId)
          : undefined;
      if (earlier) return earlier;
      throw error;
    }
    // Sample pills date their submissions: they are nobody's answers.
    if (!c.submittedAt) this.metrics?.submissions.inc();
    return { id: submissionId, submittedAt };
  }

  /** A submission past the link's daily caps is turned away; the first of the day tells the owner. */
  private async admit(linkId: string, submissionId: string, submittedAt: string, bytes: number) {
    const day = submittedAt.slice(0, 10);
    const verdict = await this.intake.admit({ linkId, submissionId, day, bytes });
    if (verdict.admitted) return;
    if (verdict.firstOfDay) {
      const { cap, limit } = verdict;
      const event = { type: 'submission.cap-reached', data: { linkId, day, cap, limit } };
      await this.streams.appendEvents(dailyCapsStreamId(linkId), 'any', [event]).catch((err: unknown) => {
        this.logger.warn({ err, linkId }, 'daily cap not reported');
      });
    }
    throw new DomainError('RATE_LIMITED', DAILY_CAP_REACHED);
  }

  /** The owner sees how many submissions moderation refused, by kind: nothing else of them is kept. */
  private async countRefusal(linkId: string, kind: ModerationKind): Promise<void> {
    try {
      await this.streams.appendEvents(refusalsStreamId(linkId), 'any', [{ type: 'submission.refused', data: { linkId, kind } }]);
    } catch (err) {
      // The respondent still learns what to change; the count misses this one.
      this.logger.warn({ err, linkId }, 'refusal not counted');
    }
  }
}

@CommandHandler(DeleteResponse)
export class DeleteResponseHandler implements ICommandHandler<DeleteResponse> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly submissions: Submissions,
  ) {}

  async execute({ ownerId, responseId }: DeleteResponse): Promise<{ ok: true }> {
    const submissionId = await this.submissions.submissionOfResponse(responseId);
    if (!submissionId) throw notFound(RESPONSE_NOT_FOUND);
    const streamId = submissionStreamId(submissionId);
    const { state } = await this.streams.execute(streamId, submission, { type: 'delete-response', ownerId, responseId });
    // Deleted means gone from the store too, not only hidden by a later event: every answer the
    // folded state no longer holds loses its text.
    await this.streams.store.redactStream(streamId, withoutDeletedAnswers(state.responseIds));
    return { ok: true };
  }
}

/** Erasure: a deleted link's submissions lose their names and answers in the store itself. */
@CommandHandler(EraseLinkSubmissions)
export class EraseLinkSubmissionsHandler implements ICommandHandler<EraseLinkSubmissions> {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly submissions: Submissions,
  ) {}

  async execute({ linkId }: EraseLinkSubmissions): Promise<void> {
    for (const submissionId of await this.submissions.submissionIdsOfLink(linkId)) {
      const streamId = submissionStreamId(submissionId);
      await this.streams.execute(streamId, submission, { type: 'erase' });
      await this.streams.store.redactStream(streamId, redactedData);
    }
  }
}

export const SUBMISSION_COMMAND_HANDLERS = [SubmitFeedbackHandler, DeleteResponseHandler, EraseLinkSubmissionsHandler];

import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '@pill/platform/clock';
import { DomainError, notFound, StreamVersionConflict } from '@pill/platform/errors';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { inSpan, SpanKind } from '@pill/platform/tracing/spans';
import { CLOSING_MESSAGES, isClosed } from '@pill/proto/closing';
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
import { belowThreshold } from '../domain/threshold';
import { submittedBytes, type Arrival } from '../intake/daily-intake';
import { CONVERSATION_COMMAND_HANDLERS } from './conversation-commands';
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
    /** The hash of the receipt code the gateway minted for the respondent (sample pills have none). */
    readonly codeHash?: string,
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

/** What a submit under this key was answered, if one was stored; `codeHash` is the retry's new receipt. */
export async function acceptedUnderKey(
  streams: EventSourcedStreams,
  linkId: string,
  key: string,
  codeHash?: string,
): Promise<SubmissionAccepted | undefined> {
  return acceptedSubmission(streams, submissionIdFor(linkId, key), codeHash);
}

/**
 * A stored submission, for a retry of its submit. Only the hash of the first receipt code was
 * kept, so the retry cannot be given that code back: its own new code joins the first (both work).
 */
async function acceptedSubmission(
  streams: EventSourcedStreams,
  submissionId: string,
  codeHash?: string,
): Promise<SubmissionAccepted | undefined> {
  const streamId = submissionStreamId(submissionId);
  const { state } = await streams.load(streamId, submission);
  if (state.status === 'new') return undefined;
  if (codeHash) await streams.execute(streamId, submission, { type: 'issue-receipt', codeHash });
  return { id: submissionId, submittedAt: state.submittedAt! };
}

/** A stage of a submission, as a span of its trace: where a slow submission spends its time. */
const stage = <T>(name: string, work: () => Promise<T>) => inSpan(name, { kind: SpanKind.INTERNAL }, work);

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
    const link = await stage('submit: link', () => this.links.openForSubmission(c.linkId));
    if (!link) throw notFound(LINK_GONE);
    // Past its closing time; a full link is refused where it is counted (admit), atomically.
    if (isClosed({ closesAt: link.closing?.closesAt }, 0, this.clock.now())) throw new DomainError('GONE', CLOSING_MESSAGES.closed);
    const answers = prepareAnswers(link, c.responses);
    const submissionId = c.idempotencyKey ? submissionIdFor(link.linkId, c.idempotencyKey) : this.ids.newId();
    if (c.idempotencyKey) {
      const earlier = await acceptedSubmission(this.streams, submissionId, c.codeHash);
      if (earlier) return earlier;
    }
    const texts = [...answers.map((a) => a.response), ...(c.respondentName ? [c.respondentName] : [])];
    const verdict = await stage('submit: moderation', () => this.moderator.check(texts));
    if (!verdict.allowed) {
      this.metrics?.refusals.inc({ kind: verdict.kind });
      await this.countRefusal(link.linkId, verdict.kind);
      throw new DomainError('MODERATION_REFUSED', verdict.message, refusalOf(verdict.kind, verdict.index, answers));
    }
    const submittedAt = c.submittedAt ?? this.clock.now().toISOString();
    // Only the sample seeder dates its submissions: they are no respondent's and pass the caps.
    const bytes = submittedBytes(answers, c.respondentName);
    if (!c.submittedAt)
      await stage('submit: intake', () =>
        this.admit({
          linkId: link.linkId,
          submissionId,
          day: submittedAt.slice(0, 10),
          bytes,
          maxResponses: link.closing?.maxResponses,
          newId: !c.idempotencyKey,
        }),
      );
    const data = {
      submissionId,
      linkId: link.linkId,
      ownerId: link.ownerId,
      respondentName: c.respondentName,
      submittedAt,
      responses: answers.map((a) => ({ responseId: this.ids.newId(), ...a })),
    };
    try {
      await this.streams.execute(submissionStreamId(submissionId), submission, { type: 'receive', data, codeHash: c.codeHash });
    } catch (error) {
      const earlier =
        error instanceof StreamVersionConflict || (error as DomainError).code === 'CONFLICT'
          ? await acceptedSubmission(this.streams, submissionId, c.codeHash)
          : undefined;
      if (earlier) return earlier;
      throw error;
    }
    // Sample pills date their submissions: they are nobody's answers.
    if (!c.submittedAt) this.metrics?.submissions.inc();
    return { id: submissionId, submittedAt };
  }

  /** A submission past the link's response limit or daily caps is turned away; the first of the day tells the owner. */
  private async admit(arrival: Arrival) {
    const { linkId, day } = arrival;
    const verdict = await this.intake.admit(arrival);
    if (verdict.admitted) return;
    if ('full' in verdict) throw new DomainError('GONE', CLOSING_MESSAGES.closed);
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
    private readonly links: KnownLinks,
  ) {}

  async execute({ ownerId, responseId }: DeleteResponse): Promise<{ ok: true }> {
    const submissionId = await this.submissions.submissionOfResponse(responseId);
    if (!submissionId) throw notFound(RESPONSE_NOT_FOUND);
    // Below its threshold a link's answers answer like missing ones: a delete must not tell an owner which ids exist.
    if (await this.withheld(submissionId)) throw notFound(RESPONSE_NOT_FOUND);
    const streamId = submissionStreamId(submissionId);
    const { state } = await this.streams.execute(streamId, submission, { type: 'delete-response', ownerId, responseId });
    // Deleted means gone from the store too, not only hidden by a later event: every answer the
    // folded state no longer holds loses its text.
    await this.streams.store.redactStream(streamId, withoutDeletedAnswers(state.responseIds));
    return { ok: true };
  }

  private async withheld(submissionId: string): Promise<boolean> {
    const of = await this.submissions.linkOfSubmission(submissionId);
    const link = of && (await this.links.find(of.linkId));
    if (!link) return false;
    return belowThreshold(link, await this.submissions.answeredSubmissionCount(link.linkId, link.ownerId));
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

export const SUBMISSION_COMMAND_HANDLERS = [
  SubmitFeedbackHandler,
  DeleteResponseHandler,
  EraseLinkSubmissionsHandler,
  ...CONVERSATION_COMMAND_HANDLERS,
];

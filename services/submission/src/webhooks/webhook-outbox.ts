import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@pill/platform/clock';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import type { EventData } from '@pill/proto/events';
import { submission, submissionStreamId } from '../domain/submission.decider';
import { KnownLinks } from '../read-model/known-links';
import { Submissions } from '../read-model/submissions';
import { deliveryId } from './signature';
import { submissionPayload, type ThresholdedLink } from './submission-payload';
import { WEBHOOK_STORE, type WebhookStore } from './webhook-store.port';

/**
 * Turns each accepted submission into one pending delivery per webhook of its link. Safe to run
 * again for the same submission (a redelivered or replayed event): the delivery id is fixed, a
 * webhook registered after the submission does not get it, and an erased submission is skipped.
 */
@Injectable()
export class WebhookOutbox {
  /** Called when deliveries were queued, so the dispatcher sends them now rather than at its next look. */
  onQueued: () => void = () => undefined;

  constructor(
    @Inject(WEBHOOK_STORE) private readonly store: WebhookStore,
    private readonly links: KnownLinks,
    private readonly submissions: Submissions,
    private readonly streams: EventSourcedStreams,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async queue(received: EventData<'submission.received'>): Promise<void> {
    const webhooks = (await this.store.webhooksOfLink(received.linkId)).filter((w) => w.createdAt <= received.submittedAt);
    if (webhooks.length === 0) return;
    const { state } = await this.streams.load(submissionStreamId(received.submissionId), submission);
    const link = await this.links.find(received.linkId);
    if (state.status !== 'received' || !link) return;
    const responses = received.responses.filter((r) => state.responseIds.has(r.responseId));
    // The field a colleague adds to links; until then every link shows answers from the first submission.
    const thresholded: ThresholdedLink = { linkId: link.linkId, minResponses: (link as { minResponses?: number }).minResponses };
    // Counted only where a threshold needs it: a replay at start would otherwise count the link once per submission.
    const count = (thresholded.minResponses ?? 1) > 1 ? (await this.submissions.submissionIdsOfLink(received.linkId)).length : 1;
    const now = this.clock.now();
    const body = JSON.stringify(submissionPayload(thresholded, count, { ...received, responses }, now));
    const at = now.toISOString();
    await this.store.enqueue(
      webhooks.map((w) => ({
        id: deliveryId(received.submissionId, w.id),
        webhookId: w.id,
        linkId: received.linkId,
        submissionId: received.submissionId,
        body,
        attempts: 0,
        status: 'pending' as const,
        lastStatusCode: null,
        lastError: null,
        nextAttemptAt: at,
        updatedAt: at,
      })),
    );
    this.onQueued();
  }

  /** An erased submission, or one that lost an answer, is not sent on: what was already sent stays in the log. */
  dropPending(submissionId: string): Promise<void> {
    return this.store.dropPending(submissionId);
  }

  /** A deleted link takes its webhooks, their secrets and deliveries with it. */
  eraseLink(linkId: string): Promise<void> {
    return this.store.eraseLink(linkId);
  }
}

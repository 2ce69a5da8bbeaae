import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { HandleEvent, HandleMessage } from '@pill/platform/nest/handlers';
import { DomainError } from '@pill/platform/errors';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { CompletedAnalysis, type AnalysisEvent, type LinkEvent, type SubmissionEvent } from '@pill/proto/events';
import { EventSourcedStreams } from '@pill/platform/event-sourcing/event-sourced-streams';
import { LOGGER, type Logger } from '@pill/platform/logger';
import { answer } from '@pill/platform/transport/rpc';
import { ANALYSIS } from '@pill/proto/messages';
import { TOPICS } from '@pill/proto/topics';
import { AnalysisResults, analysisStreamId } from './read-model/analysis-results';
import { LinkAnalytics } from './read-model/link-analytics';
import { LinkOwners } from './read-model/link-owners';
import { quotingRemainingAnswers } from './read-model/remaining-quotes';
import { AnalysisScheduler } from './unified/analysis-scheduler';
import { belowThreshold, responsesStillNeeded } from '@pill/proto/threshold';
import { belowThresholdView, noResponsesView, unifiedView } from './unified/unified-view';

/** How long a read of an older analysis waits for a fresh one before answering with what it has. */
const STALE_READ_WAIT_MS = 3_000;
/** What an erased analysis keeps: the revision it was of, so the link's history still reads in order. */
const sourceRevisionOf = (data: unknown) => {
  const parsed = CompletedAnalysis.pick({ sourceRevision: true }).safeParse(data);
  return parsed.success ? parsed.data.sourceRevision : 0;
};
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

@Controller()
export class AnalysisMessages {
  constructor(
    private readonly analytics: LinkAnalytics,
    private readonly results: AnalysisResults,
    private readonly scheduler: AnalysisScheduler,
    private readonly streams: EventSourcedStreams,
    private readonly owners: LinkOwners,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @HandleMessage(ANALYSIS.analytics.pattern)
  getAnalytics(@Payload() raw: unknown) {
    return answer(ANALYSIS.analytics, raw, async ({ ownerId, linkId }) => {
      const link = await this.owners.requireOwned(linkId, ownerId);
      const analytics = await this.analytics.analytics(linkId, (await this.results.get(linkId))?.result.summary.keyThemes ?? []);
      // Counts and timelines still show below the threshold; themes come from the answers' text, so they wait.
      return belowThreshold(link, analytics.totalResponses) ? { ...analytics, commonThemes: [] } : analytics;
    });
  }

  /**
   * Counts for the owner's dashboard. Links this service has not heard of, or another owner's, are left
   * out rather than awaited: the card shows no count until they arrive. Below its threshold a link
   * shows its count (as analytics does) but not when the latest answer came.
   */
  @HandleMessage(ANALYSIS.activity.pattern)
  getActivity(@Payload() raw: unknown) {
    return answer(ANALYSIS.activity, raw, async ({ ownerId, linkIds }) => {
      const found = await Promise.all(
        linkIds.map(async (linkId) => {
          const link = await this.owners.find(linkId);
          if (!link || link.deleted || link.ownerId !== ownerId) return [];
          const { responses, lastResponseAt } = await this.analytics.activity(linkId);
          return [{ linkId, responses, ...(lastResponseAt && !belowThreshold(link, responses) ? { lastResponseAt } : {}) }];
        }),
      );
      return found.flat();
    });
  }

  /** The latest analysis and whether it is current; the first read waits for the first run. */
  @HandleMessage(ANALYSIS.unified.pattern)
  getUnified(@Payload() raw: unknown) {
    return answer(ANALYSIS.unified, raw, async ({ ownerId, linkId }) => {
      const link = await this.owners.requireOwned(linkId, ownerId);
      // One read of the link's answers per current poll: it is the costly one on a large link.
      const [status, stored] = await Promise.all([this.analytics.status(linkId), this.results.get(linkId)]);
      if (!status.hasAnswers) return noResponsesView();
      if (belowThreshold(link, status.submissions)) return belowThresholdView(responsesStillNeeded(link, status.submissions));
      if (stored && stored.sourceRevision >= status.revision) return unifiedView(stored, true);
      // No analysis yet: wait for the first. An older one: give a run a moment, so the read right
      // after a submission or a deletion is already current rather than a poll later, unless the
      // link is pausing after a big run (its timer runs it then).
      if (stored && !this.scheduler.mayRun(linkId)) {
        this.scheduler.markDirty(linkId);
        return unifiedView(
          { ...stored, result: quotingRemainingAnswers(stored.result, (await this.analytics.answersAt(linkId)).answers) },
          false,
        );
      }
      const run = this.scheduler.runNow(linkId).catch((err: unknown) => this.logger.error({ err, linkId }, 'analysis failed'));
      await (stored ? Promise.race([run, delay(STALE_READ_WAIT_MS)]) : run);
      const [latest, now] = await Promise.all([this.results.get(linkId), this.analytics.answersAt(linkId)]);
      if (!latest)
        throw new DomainError(
          'UNAVAILABLE',
          'AI analysis is temporarily unavailable. Your feedback is safely stored; please try again in a few minutes.',
        );
      const isCurrent = latest.sourceRevision >= now.revision;
      // Until the next run, an older analysis must not quote an answer the owner has just deleted.
      return unifiedView(isCurrent ? latest : { ...latest, result: quotingRemainingAnswers(latest.result, now.answers) }, isCurrent);
    });
  }

  // Each handler returns its promise: the transport moves on (and commits) once the event is folded.
  @HandleEvent(TOPICS.submission)
  async onSubmissionEvent(@Payload() event: ReceivedEvent<SubmissionEvent['type']>) {
    const changed = await this.analytics.apply(event);
    if (changed && (await this.mayAnalyse(changed))) this.scheduler.markDirty(changed);
    // A respondent who erases their submission takes its quotes out of the stored analyses too.
    if (event.type === 'submission.response-deleted' || event.type === 'submission.erased')
      await this.forgetDeletedAnswer(event.data.linkId);
  }

  /** Below its threshold no run is started for a link (its result could not be shown); a read past it starts one. */
  private async mayAnalyse(linkId: string): Promise<boolean> {
    const link = await this.owners.find(linkId);
    if (!link || (link.minResponses ?? 1) <= 1) return true;
    return !belowThreshold(link, (await this.analytics.status(linkId)).submissions);
  }

  /** The stored analyses quote answers: a deleted answer's quotes leave the event store too. Safe to repeat. */
  private async forgetDeletedAnswer(linkId: string): Promise<void> {
    const answers = await this.analytics.answers(linkId);
    await this.streams.store.redactStream(analysisStreamId(linkId), (e) => {
      // A redacted (erased) analysis quotes nothing: it comes back as it is, so the store leaves it.
      const stored = e.type === 'analysis.completed' ? CompletedAnalysis.safeParse(e.data) : undefined;
      return stored?.success ? { ...stored.data, result: quotingRemainingAnswers(stored.data.result, answers) } : e.data;
    });
  }

  @HandleEvent(TOPICS.visit)
  onVisitEvent(@Payload() event: ReceivedEvent<'link.visited'>) {
    return this.analytics.apply(event);
  }

  @HandleEvent(TOPICS.analysis)
  onAnalysisEvent(@Payload() event: ReceivedEvent<AnalysisEvent['type']>) {
    return this.results.apply(event);
  }

  /** Who owns each link; a deleted link's analytics and analyses go too, including the quotes stored in events. */
  @HandleEvent(TOPICS.link)
  async onLinkEvent(@Payload() event: ReceivedEvent<LinkEvent['type']>) {
    await this.owners.apply(event);
    if (event.type !== 'link.deleted') return;
    await this.analytics.apply(event);
    await this.results.apply(event);
    const { linkId } = event.data;
    const erased = (e: { data: unknown }) => ({ linkId, erased: true, sourceRevision: sourceRevisionOf(e.data) });
    await this.streams.store.redactStream(analysisStreamId(linkId), erased);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { Analytics, KeyTheme } from '@pill/proto/analytics';
import { topicOf } from '@pill/proto/events';
import { TOPICS } from '@pill/proto/topics';
import type { AnalysisAnswer } from '../analyzer/analyzer.port';
import { AnswerVectors } from '../answer-vectors/answer-vectors';
import {
  activityOf,
  answersOf,
  computeAnalytics,
  foldSubmission,
  foldVisits,
  NO_ANALYTICS,
  answerRevisionOf,
  revisionOf,
  type SubmissionDoc,
  type VisitsDoc,
} from './analytics-documents';
import { capsReachedOf, foldDailyCaps, type DailyCapsDoc } from './daily-caps';
import { deletedLinks, type DeletedLink } from './deleted-links';
import { foldRefusals, moderationOf, type RefusalsDoc } from './moderation-refusals';

const ANSWER_CHANGES = new Set(['submission.received', 'submission.response-deleted', 'submission.erased']);

/** What an analysis run reads: the answers and the revision they are at, from one read. */
export interface AnswersAt {
  revision: number;
  answers: AnalysisAnswer[];
}

/**
 * The analytics projection: one document per submission (its day and answers), per visit stream
 * and per refusal stream (counts by kind), found by link. Totals, per-day counts and themes are
 * computed at read time, so any replica may fold any event exactly once. It also serves each
 * link's answers (without names) to the AI analysis, has new answers embedded and erases the
 * vectors of deleted ones.
 */
@Injectable()
export class LinkAnalytics {
  private readonly submissions: ProjectionCollection<SubmissionDoc>;
  private readonly visits: ProjectionCollection<VisitsDoc>;
  private readonly refusals: ProjectionCollection<RefusalsDoc>;
  private readonly dailyCaps: ProjectionCollection<DailyCapsDoc>;
  private readonly deleted: ProjectionCollection<DeletedLink>;

  constructor(
    @Inject(PROJECTION_STORE) store: ProjectionStore,
    private readonly vectors: AnswerVectors,
  ) {
    this.submissions = store.collection<SubmissionDoc>({ name: 'analysis-submissions', indexes: { linkId: (d) => d.linkId } });
    this.visits = store.collection<VisitsDoc>({ name: 'analysis-visits', indexes: { linkId: (d) => d.linkId } });
    this.refusals = store.collection<RefusalsDoc>({ name: 'analysis-refusals', indexes: { linkId: (d) => d.linkId } });
    this.dailyCaps = store.collection<DailyCapsDoc>({
      name: 'analysis-daily-caps',
      indexes: { linkId: (d) => d.linkId },
    });
    this.deleted = deletedLinks(store);
  }

  /** Folds an event of the submission, visit or link topic; returns the link whose answers changed, if any. */
  async apply(event: ReceivedEvent): Promise<string | undefined> {
    switch (topicOf(event.type)) {
      case TOPICS.submission:
        if (event.type === 'submission.cap-reached') {
          await this.dailyCaps.apply(event.streamId, event.streamVersion, (doc) => foldDailyCaps(doc, event));
          return undefined;
        }
        if (event.type !== 'submission.refused') return this.foldSubmission(event);
        await this.refusals.apply(event.streamId, event.streamVersion, (current) => foldRefusals(current, event));
        return undefined;
      case TOPICS.visit:
        await this.visits.apply(event.streamId, event.streamVersion, (current) => foldVisits(current, event));
        return undefined;
      case TOPICS.link:
        if (event.type === 'link.deleted') await this.linkDeleted(event.data.linkId);
        return undefined;
      default:
        return undefined;
    }
  }

  /** The link's analytics, with `themes` (the latest analysis's) as its common themes. */
  async analytics(linkId: string, themes: KeyTheme[]): Promise<Analytics> {
    const [deleted, submissions, visits, refusals, caps] = await Promise.all([
      this.isDeleted(linkId),
      this.submissions.findBy('linkId', linkId),
      this.visits.findBy('linkId', linkId),
      this.refusals.findBy('linkId', linkId),
      this.dailyCaps.findBy('linkId', linkId),
    ]);
    if (deleted) return NO_ANALYTICS;
    const counts = computeAnalytics(
      submissions.map((s) => s.data),
      visits.map((v) => v.data),
      themes,
    );
    const moderation = moderationOf(refusals.map((r) => r.data));
    return { ...counts, moderation, capsReached: capsReachedOf(caps.map((c) => c.data)) };
  }

  async answers(linkId: string): Promise<AnalysisAnswer[]> {
    return (await this.answersAt(linkId)).answers;
  }

  async hasAnswers(linkId: string): Promise<boolean> {
    return (await this.status(linkId)).hasAnswers;
  }

  /** Grows with every change to the link's answers; an analysis is current when it saw this revision. 0 once the link is deleted. */
  async revision(linkId: string): Promise<number> {
    return (await this.status(linkId)).revision;
  }

  /**
   * Whether the link has answers, how many submissions still hold one (what its threshold counts)
   * and their revision, from one read (what a polled analysis screen needs).
   */
  async status(linkId: string): Promise<{ revision: number; hasAnswers: boolean; submissions: number }> {
    const [deleted, submissions] = await Promise.all([this.isDeleted(linkId), this.submissions.findBy('linkId', linkId)]);
    if (deleted) return { revision: 0, hasAnswers: false, submissions: 0 };
    const answered = submissions.filter((s) => s.data.answers.length > 0).length;
    return {
      revision: revisionOf(submissions.map((s) => answerRevisionOf(s.data, s.version))),
      hasAnswers: answered > 0,
      submissions: answered,
    };
  }

  /** How many submissions still hold an answer, and when the latest arrived (to the hour): the dashboard's card. */
  async activity(linkId: string): Promise<{ responses: number; lastResponseAt?: string }> {
    if (await this.isDeleted(linkId)) return { responses: 0 };
    return activityOf((await this.submissions.findBy('linkId', linkId)).map((s) => s.data));
  }

  async answersAt(linkId: string): Promise<AnswersAt> {
    const [deleted, submissions] = await Promise.all([this.isDeleted(linkId), this.submissions.findBy('linkId', linkId)]);
    if (deleted) return { revision: 0, answers: [] };
    return { revision: revisionOf(submissions.map((s) => answerRevisionOf(s.data, s.version))), answers: answersOf(submissions) };
  }

  async isDeleted(linkId: string): Promise<boolean> {
    return (await this.deleted.get(linkId)) !== undefined;
  }

  private async foldSubmission(event: ReceivedEvent): Promise<string | undefined> {
    // Vectors go before the answers do: if the fold then fails, the redelivered event erases them again.
    if (event.type === 'submission.response-deleted') await this.vectors.forget([event.data.responseId]);
    if (event.type === 'submission.erased')
      await this.vectors.forget((await this.submissions.get(event.streamId))?.answers.map((a) => a.responseId) ?? []);
    let doc: SubmissionDoc | null = null;
    const applied = await this.submissions.apply(
      event.streamId,
      event.streamVersion,
      (current) => (doc = foldSubmission(current, event).doc),
    );
    if (!applied || !doc) return undefined;
    const { linkId, answers } = doc as SubmissionDoc;
    if (event.type === 'submission.received')
      this.vectors.arrived(answers.map((a) => ({ responseId: a.responseId, linkId, response: a.response })));
    // A conversation's messages and read marks leave the answers as they were: nothing to analyse again.
    return ANSWER_CHANGES.has(event.type) ? linkId : undefined;
  }

  /** The link's submissions are erased one by one by their own events; until then nothing of the link is read. */
  private async linkDeleted(linkId: string): Promise<void> {
    await this.deleted.put(linkId, { deleted: true });
    await this.vectors.forgetLink(linkId);
  }
}

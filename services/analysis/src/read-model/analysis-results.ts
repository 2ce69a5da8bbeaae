import { Inject, Injectable } from '@nestjs/common';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import { topicOf, type EventData, type PillEventType } from '@pill/proto/events';
import { TOPICS } from '@pill/proto/topics';
import { deletedLinks, type DeletedLink } from './deleted-links';

export type CompletedAnalysis = EventData<'analysis.completed'>;

export const analysisStreamId = (linkId: string) => `analysis-${linkId}`;

/** A run that raced with a new event on the same document retries; a few attempts settle it. */
const REMOVE_ATTEMPTS = 10;

/** Folds one event of an analysis stream: the result of the newest revision wins; nothing once the link is deleted. */
export function foldAnalysis(current: CompletedAnalysis | undefined, event: { type: string; data: unknown }, linkDeleted: boolean): CompletedAnalysis | null {
  if (linkDeleted) return null;
  const d = event.data as Partial<CompletedAnalysis>;
  // A redacted event (its link was deleted) has no result.
  if (event.type !== 'analysis.completed' || !d.result) return current ?? null;
  return !current || (d as CompletedAnalysis).sourceRevision >= current.sourceRevision ? (d as CompletedAnalysis) : current;
}

/** The latest stored analysis of each link, one document per analysis stream (kept as events, so restarts and replays keep it). */
@Injectable()
export class AnalysisResults {
  private readonly results: ProjectionCollection<CompletedAnalysis>;
  private readonly deleted: ProjectionCollection<DeletedLink>;

  constructor(@Inject(PROJECTION_STORE) store: ProjectionStore) {
    this.results = store.collection<CompletedAnalysis>({ name: 'analysis-results' });
    this.deleted = deletedLinks(store);
  }

  /** Folds an event of an analysis stream, or takes a deleted link's analysis away. */
  async apply(event: StoredEvent): Promise<void> {
    const linkId = (event.data as { linkId: string }).linkId;
    if (event.type === 'link.deleted') return this.linkDeleted(linkId);
    if (topicOf(event.type as PillEventType) !== TOPICS.analysis) return;
    const linkDeleted = (await this.deleted.get(linkId)) !== undefined;
    await this.results.apply(event.streamId, event.streamVersion, (current) => foldAnalysis(current, event, linkDeleted));
  }

  async get(linkId: string): Promise<CompletedAnalysis | undefined> {
    const [deleted, latest] = await Promise.all([this.deleted.get(linkId), this.results.get(analysisStreamId(linkId))]);
    return deleted ? undefined : latest;
  }

  /**
   * The analysis quotes answers, so its document must lose them now, not only hide them: no event
   * of the analysis stream says so (it is redacted in place), so the removal takes the document's
   * next version (always: a run racing for that version then loses it), and whatever the stream
   * still delivers for the link folds to nothing because of the marker.
   */
  private async linkDeleted(linkId: string): Promise<void> {
    await this.deleted.put(linkId, { deleted: true });
    const id = analysisStreamId(linkId);
    for (let attempt = 0; attempt < REMOVE_ATTEMPTS; attempt++) {
      if (await this.results.apply(id, (await this.results.version(id)) + 1, () => null)) return;
    }
    throw new Error(`The analysis of deleted link ${linkId} kept changing under ${REMOVE_ATTEMPTS} attempts`);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { ReceivedEvent } from '@pill/platform/transport/received-event';
import { PROJECTION_STORE, type ProjectionCollection, type ProjectionStore } from '@pill/platform/projection/projection-store.port';
import type { AnalysisEvent, CompletedAnalysis } from '@pill/proto/events';
import { deletedLinks, type DeletedLink } from './deleted-links';

export type { CompletedAnalysis };

export const analysisStreamId = (linkId: string) => `analysis-${linkId}`;

/** A run that raced with a new event on the same document retries; a few attempts settle it. */
const REMOVE_ATTEMPTS = 10;

/** Folds one event of an analysis stream: the result of the newest revision wins; nothing once the link is deleted. */
export function foldAnalysis(current: CompletedAnalysis | undefined, event: AnalysisEvent, linkDeleted: boolean): CompletedAnalysis | null {
  if (linkDeleted) return null;
  // A redacted event (its link was deleted) has no result.
  if ('erased' in event.data) return current ?? null;
  return !current || event.data.sourceRevision >= current.sourceRevision ? event.data : current;
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
  async apply(event: ReceivedEvent): Promise<void> {
    if (event.type === 'link.deleted') return this.linkDeleted(event.data.linkId);
    if (event.type !== 'analysis.completed') return;
    const linkDeleted = (await this.deleted.get(event.data.linkId)) !== undefined;
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

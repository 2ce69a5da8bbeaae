import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { StreamCursor } from '@pill/platform/projection/stream-cursor';
import type { EventData } from '@pill/proto/events';

export type CompletedAnalysis = EventData<'analysis.completed'>;

/** The latest stored analysis of each link (kept as events, so restarts and replays keep it). */
@Injectable()
export class AnalysisResults {
  private readonly latest = new Map<string, CompletedAnalysis>();
  private readonly cursor = new StreamCursor();

  apply(event: StoredEvent): void {
    if (event.type === 'link.deleted') {
      this.latest.delete((event.data as { linkId: string }).linkId);
      return;
    }
    if (event.type !== 'analysis.completed' || !this.cursor.advance(event)) return;
    const d = event.data as CompletedAnalysis;
    if (!d.result) return;
    const current = this.latest.get(d.linkId);
    if (!current || d.sourceRevision >= current.sourceRevision) this.latest.set(d.linkId, d);
  }

  get(linkId: string): CompletedAnalysis | undefined {
    return this.latest.get(linkId);
  }
}

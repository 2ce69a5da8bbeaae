/**
 * Remembers the last version applied per stream so a redelivered event is skipped: every
 * consumer is idempotent under at-least-once delivery.
 */
export class StreamCursor {
  private readonly versions = new Map<string, number>();

  /** True when the event is new for this consumer (and records it). */
  advance(event: { streamId: string; streamVersion: number }): boolean {
    const last = this.versions.get(event.streamId) ?? 0;
    if (event.streamVersion <= last) return false;
    this.versions.set(event.streamId, event.streamVersion);
    return true;
  }

  forget(streamId: string): void {
    this.versions.delete(streamId);
  }
}

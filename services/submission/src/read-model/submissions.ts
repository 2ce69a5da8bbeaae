import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { StreamCursor } from '@pill/platform/projection/stream-cursor';
import type { OwnerResponse } from '@pill/proto/submission';
import type { SubmissionEvent } from '../domain/submission.decider';

interface SubmissionView {
  id: string;
  linkId: string;
  ownerId: string;
  respondentName?: string;
  submittedAt: string;
  responses: Map<string, { questionId: string; questionText: string; response: string }>;
}

/** Read model: answers per link for their owner, and which links are gone. */
@Injectable()
export class Submissions {
  private readonly byId = new Map<string, SubmissionView>();
  private readonly byLink = new Map<string, Set<string>>();
  private readonly responseToSubmission = new Map<string, string>();
  private readonly deletedLinks = new Set<string>();
  private readonly cursor = new StreamCursor();

  apply(event: StoredEvent): void {
    if (event.type === 'link.deleted') {
      this.deletedLinks.add((event.data as { linkId: string }).linkId);
      return;
    }
    if (!event.type.startsWith('submission.') || !this.cursor.advance(event)) return;
    const e = event as unknown as SubmissionEvent;
    switch (e.type) {
      case 'submission.received': {
        const d = e.data;
        this.byId.set(d.submissionId, {
          id: d.submissionId, linkId: d.linkId, ownerId: d.ownerId, respondentName: d.respondentName, submittedAt: d.submittedAt,
          responses: new Map(d.responses.map((r) => [r.responseId, r])),
        });
        const set = this.byLink.get(d.linkId) ?? new Set();
        set.add(d.submissionId);
        this.byLink.set(d.linkId, set);
        d.responses.forEach((r) => this.responseToSubmission.set(r.responseId, d.submissionId));
        break;
      }
      case 'submission.response-deleted':
        this.byId.get(e.data.submissionId)?.responses.delete(e.data.responseId);
        this.responseToSubmission.delete(e.data.responseId);
        break;
      case 'submission.erased': {
        const view = this.byId.get(e.data.submissionId);
        view?.responses.forEach((_, id) => this.responseToSubmission.delete(id));
        this.byId.delete(e.data.submissionId);
        this.byLink.get(e.data.linkId)?.delete(e.data.submissionId);
        break;
      }
    }
  }

  isLinkDeleted(linkId: string): boolean {
    return this.deletedLinks.has(linkId);
  }

  submissionIdsOfLink(linkId: string): string[] {
    return [...(this.byLink.get(linkId) ?? [])];
  }

  submissionOfResponse(responseId: string): string | undefined {
    return this.responseToSubmission.get(responseId);
  }

  /** Newest first; the owner id must match, so another owner's link reads as empty. */
  responsesOf(ownerId: string, linkId: string): OwnerResponse[] {
    const out: OwnerResponse[] = [];
    for (const id of this.byLink.get(linkId) ?? []) {
      const s = this.byId.get(id);
      if (!s || s.ownerId !== ownerId) continue;
      for (const [responseId, r] of s.responses) {
        out.push({
          id: responseId, submissionId: s.id, response: r.response, question: { id: r.questionId, text: r.questionText },
          ...(s.respondentName ? { respondentName: s.respondentName } : {}), submittedAt: s.submittedAt,
        });
      }
    }
    return out.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  }
}

import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { StreamCursor } from '@pill/platform/projection/stream-cursor';
import type { EventData } from '@pill/proto/events';
import type { LinkEvent, QuestionSnapshot } from '../domain/link.decider';

export interface LinkView {
  id: string;
  ownerId: string;
  ownerName?: string;
  title: string;
  subtitle?: string;
  shortCode: string;
  isActive: boolean;
  createdAt: string;
  questions: QuestionSnapshot[];
}

type QuestionEvent =
  | { type: 'question.created' | 'question.updated'; data: EventData<'question.updated'> }
  | { type: 'question.deleted'; data: EventData<'question.deleted'> };

/**
 * Read model of links (owner and public views) and of the current text of every owner's
 * questions, so a question's edit reaches that owner's links.
 */
@Injectable()
export class Links {
  private readonly byId = new Map<string, LinkView>();
  private readonly byShortCode = new Map<string, string>();
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly questionText = new Map<string, { text: string; subtext?: string }>();
  private readonly cursor = new StreamCursor();

  apply(event: StoredEvent): void {
    if (!this.cursor.advance(event)) return;
    if (event.type.startsWith('question.')) return this.applyQuestion(event as unknown as QuestionEvent);
    if (event.type.startsWith('link.') && event.type !== 'link.visited') this.applyLink(event as unknown as LinkEvent);
  }

  get(linkId: string): LinkView | undefined {
    return this.byId.get(linkId);
  }

  findByShortCode(shortCode: string): LinkView | undefined {
    const id = this.byShortCode.get(shortCode);
    return id ? this.byId.get(id) : undefined;
  }

  ownedBy(ownerId: string): LinkView[] {
    return [...(this.byOwner.get(ownerId) ?? [])].map((id) => this.byId.get(id) as LinkView).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  shortCodeTaken(shortCode: string): boolean {
    return this.byShortCode.has(shortCode);
  }

  /** A question as this owner currently reads it. */
  currentQuestion(ownerId: string, snapshot: QuestionSnapshot): { id: string; text: string; subtext?: string } {
    const current = this.questionText.get(`${ownerId}:${snapshot.questionId}`);
    return { id: snapshot.questionId, text: current?.text ?? snapshot.text, subtext: current ? current.subtext : snapshot.subtext };
  }

  private applyLink(event: LinkEvent): void {
    switch (event.type) {
      case 'link.created': {
        const d = event.data;
        this.byId.set(d.linkId, { id: d.linkId, ownerId: d.ownerId, ownerName: d.ownerName, title: d.title, subtitle: d.subtitle, shortCode: d.shortCode, isActive: true, createdAt: d.createdAt, questions: d.questions });
        this.byShortCode.set(d.shortCode, d.linkId);
        this.byOwner.set(d.ownerId, (this.byOwner.get(d.ownerId) ?? new Set()).add(d.linkId));
        break;
      }
      case 'link.updated': {
        const view = this.byId.get(event.data.linkId);
        if (view) Object.assign(view, { title: event.data.title, subtitle: event.data.subtitle, questions: event.data.questions });
        break;
      }
      case 'link.activation-changed': {
        const view = this.byId.get(event.data.linkId);
        if (view) view.isActive = event.data.isActive;
        break;
      }
      case 'link.deleted': {
        const view = this.byId.get(event.data.linkId);
        this.byId.delete(event.data.linkId);
        if (view) this.byShortCode.delete(view.shortCode);
        this.byOwner.get(event.data.ownerId)?.delete(event.data.linkId);
        break;
      }
    }
  }

  private applyQuestion(event: QuestionEvent): void {
    if (event.type === 'question.deleted') return;
    const d = event.data;
    this.questionText.set(`${d.ownerId}:${d.questionId}`, { text: d.text, subtext: d.subtext });
  }
}

import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@pill/platform/event-store/event-store.port';
import { StreamCursor } from '@pill/platform/projection/stream-cursor';
import type { Analytics } from '@pill/proto/analytics';
import type { EventData } from '@pill/proto/events';
import type { AnalysisAnswer } from '../analyzer/analyzer.port';
import { forgetAnswer } from '../analyzer/answer-insight';
import { extractThemes } from '../analyzer/themes';

interface StoredAnswer extends AnalysisAnswer {
  themes: string[];
}
interface SubmissionFacts {
  day: string;
  answers: Map<string, StoredAnswer>;
}
interface LinkStats {
  totalVisits: number;
  visitsByDay: Map<string, number>;
  responsesByDay: Map<string, number>;
  themeCounts: Map<string, number>;
  submissions: Map<string, SubmissionFacts>;
  /** Grows with every change to the link's answers; an analysis is current when it saw this revision. */
  revision: number;
}

const day = (iso: string) => iso.slice(0, 10);
const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
};
const dated = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));

/**
 * The analytics projection, updated per event: totals, per-day counts and theme counts are kept
 * as counters so a read never scans the answers. It also keeps each link's answers (without
 * names) for the AI analysis.
 */
@Injectable()
export class LinkAnalytics {
  private readonly links = new Map<string, LinkStats>();
  private readonly cursor = new StreamCursor();

  /** Returns the link whose answers changed, if any. */
  apply(event: StoredEvent): string | undefined {
    if (!this.cursor.advance(event)) return undefined;
    switch (event.type) {
      case 'link.visited': {
        const d = event.data as EventData<'link.visited'>;
        const stats = this.stats(d.linkId);
        const count = d.count ?? 1;
        stats.totalVisits += count;
        bump(stats.visitsByDay, day(d.visitedAt), count);
        return undefined;
      }
      case 'link.deleted': {
        const linkId = (event.data as EventData<'link.deleted'>).linkId;
        this.answers(linkId).forEach((a) => forgetAnswer(a.questionText, a.response));
        this.links.delete(linkId);
        return undefined;
      }
      case 'submission.received':
        return this.received(event.data as EventData<'submission.received'>);
      case 'submission.response-deleted': {
        const d = event.data as EventData<'submission.response-deleted'>;
        return this.removeAnswers(d.linkId, d.submissionId, [d.responseId]);
      }
      case 'submission.erased': {
        const d = event.data as EventData<'submission.erased'>;
        const facts = this.links.get(d.linkId)?.submissions.get(d.submissionId);
        return facts ? this.removeAnswers(d.linkId, d.submissionId, [...facts.answers.keys()]) : undefined;
      }
      default:
        return undefined;
    }
  }

  analytics(linkId: string): Analytics {
    const s = this.links.get(linkId);
    if (!s) return { totalResponses: 0, totalVisits: 0, commonThemes: [], responsesByDate: [], visitsByDate: [] };
    return {
      totalResponses: s.submissions.size,
      totalVisits: s.totalVisits,
      commonThemes: [...s.themeCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 20).map(([theme, count]) => ({ theme, count })),
      responsesByDate: dated(s.responsesByDay),
      visitsByDate: dated(s.visitsByDay),
    };
  }

  answers(linkId: string): AnalysisAnswer[] {
    const s = this.links.get(linkId);
    if (!s) return [];
    return [...s.submissions.values()].flatMap((f) => [...f.answers.values()].map(({ themes: _t, ...a }) => a));
  }

  hasAnswers(linkId: string): boolean {
    return (this.links.get(linkId)?.submissions.size ?? 0) > 0;
  }

  revision(linkId: string): number {
    return this.links.get(linkId)?.revision ?? 0;
  }

  private stats(linkId: string): LinkStats {
    let s = this.links.get(linkId);
    if (!s) {
      s = { totalVisits: 0, visitsByDay: new Map(), responsesByDay: new Map(), themeCounts: new Map(), submissions: new Map(), revision: 0 };
      this.links.set(linkId, s);
    }
    return s;
  }

  private received(d: EventData<'submission.received'>): string | undefined {
    const s = this.stats(d.linkId);
    if (s.submissions.has(d.submissionId) || d.responses.length === 0) return undefined;
    const answers = new Map<string, StoredAnswer>();
    for (const r of d.responses) {
      const themes = extractThemes(r.response);
      themes.forEach((t) => bump(s.themeCounts, t, 1));
      answers.set(r.responseId, { responseId: r.responseId, submissionId: d.submissionId, questionText: r.questionText, response: r.response, themes });
    }
    s.submissions.set(d.submissionId, { day: day(d.submittedAt), answers });
    bump(s.responsesByDay, day(d.submittedAt), 1);
    s.revision++;
    return d.linkId;
  }

  private removeAnswers(linkId: string, submissionId: string, responseIds: string[]): string | undefined {
    const s = this.links.get(linkId);
    const facts = s?.submissions.get(submissionId);
    if (!s || !facts) return undefined;
    for (const id of responseIds) {
      const answer = facts.answers.get(id);
      if (!answer) continue;
      answer.themes.forEach((t) => bump(s.themeCounts, t, -1));
      forgetAnswer(answer.questionText, answer.response);
      facts.answers.delete(id);
    }
    if (facts.answers.size === 0) {
      s.submissions.delete(submissionId);
      bump(s.responsesByDay, facts.day, -1);
    }
    s.revision++;
    return linkId;
  }
}

import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisAnswer } from './analyzer.port';
import { KNOWN_TOPICS } from './local/known-topics';
import { looksLikeSignOff } from './local/units';

export interface GroundedResult {
  result: AnalysisResult;
  dropped: number;
}

const EDGES = /^[\s"'“”‘’«»…]+|[\s"'“”‘’«»…]+$|^\.{3}|\.{3}$/g;
const squash = (s: string) => s.replace(/\s+/g, ' ');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quote as an answer spells it, tolerating only differences in whitespace. */
function findVerbatim(quote: string, texts: string[]): string | undefined {
  if (texts.some((t) => t.includes(quote))) return quote;
  const loose = new RegExp(quote.split(' ').map(escape).join('\\s+'));
  for (const t of texts) {
    const m = loose.exec(t);
    if (m) return m[0];
  }
  return undefined;
}

/**
 * Keeps only quotes that are verbatim pieces of a real answer (surrounding quote marks and
 * ellipses aside), returned as the answer spells them. An item whose every quote was invented is
 * dropped with them: a concern nobody wrote about must not reach the owner. Prose quoting (“...”)
 * what no answer says loses that sentence, or that action step: after a deletion, nothing of the
 * deleted answer is left anywhere in the analysis.
 */
export function groundEvidence(result: AnalysisResult, answers: AnalysisAnswer[]): GroundedResult {
  const texts = answers.map((a) => a.response).filter((t) => t.trim().length > 0);
  let dropped = 0;
  const ground = (quotes: string[]): string[] => {
    const kept: string[] = [];
    for (const quote of quotes) {
      const q = squash(quote).replace(EDGES, '').trim();
      const found = q.length >= 3 && !looksLikeSignOff(q) ? findVerbatim(q, texts) : undefined;
      if (found === undefined) dropped += 1;
      else if (!kept.includes(found)) kept.push(found);
    }
    return kept;
  };
  const keepItem = <T extends { evidence: string[] }>(items: T[]): T[] =>
    items.flatMap((item) => {
      const evidence = ground(item.evidence);
      return evidence.length > 0 || item.evidence.length === 0 ? [{ ...item, evidence }] : [];
    });

  // Prose may quote answers too (“...”): a sentence quoting what no answer says goes, and so does an action step.
  const quoteIn = /“([^”]+)”/g;
  const real = (q: string) => {
    const t = squash(q).replace(EDGES, '').trim();
    return t.length > 0 && findVerbatim(t, texts) !== undefined;
  };
  const honest = (text: string) => [...text.matchAll(quoteIn)].every((m) => real(m[1]));
  const prose = (text: string) =>
    text
      .split(/(?<=[.!?])\s+(?=[A-Z“])/)
      .filter((sentence) => honest(sentence) || (dropped++, false))
      .join(' ');

  // A theme named by its own words keeps its name only while some answer still says those words.
  const said = (name: string) =>
    name in KNOWN_TOPICS ||
    name
      .toLowerCase()
      .split(/,\s*|\s+and\s+|\s+/)
      .every((w) => w.length < 3 || texts.some((t) => t.toLowerCase().includes(w.slice(0, Math.max(3, w.length - 1)))));
  const named = <T>(items: T[], nameOf: (item: T) => string) => items.filter((item) => said(nameOf(item)) || (dropped++, false));

  const grounded: AnalysisResult = {
    ...result,
    nextSteps: prose(result.nextSteps),
    actionSteps: result.actionSteps.filter((a) => (honest(a.action) && honest(a.expectedImpact)) || (dropped++, false)),
    summary: {
      ...result.summary,
      overview: prose(result.summary.overview),
      responseCount: texts.length,
      keyThemes: named(result.summary.keyThemes, (t) => t.theme)
        .map((t) => ({ ...t, frequency: Math.min(t.frequency, texts.length), examples: ground(t.examples) }))
        .filter((t) => t.examples.length > 0 || t.frequency === 0),
    },
    criticalConcerns: result.criticalConcerns.flatMap((c) => {
      const evidence = ground(c.evidence);
      return evidence.length > 0 ? [{ ...c, explanation: prose(c.explanation), evidence }] : [];
    }),
    insights: {
      strengths: keepItem(named(result.insights.strengths, (i) => i.area)).map((i) => ({ ...i, impact: prose(i.impact) })),
      opportunities: keepItem(named(result.insights.opportunities, (i) => i.area)).map((i) => ({ ...i, suggestion: prose(i.suggestion) })),
    },
  };
  return { result: grounded, dropped };
}

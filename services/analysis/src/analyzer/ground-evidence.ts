import type { AnalysisResult } from '@pill/proto/analytics';
import type { AnalysisAnswer } from './analyzer.port';
import { looksLikeSignOff } from './sentences';

export interface GroundedResult { result: AnalysisResult; dropped: number }

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
 * dropped with them: a concern nobody wrote about must not reach the owner.
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

  const grounded: AnalysisResult = {
    ...result,
    summary: {
      ...result.summary,
      responseCount: texts.length,
      keyThemes: result.summary.keyThemes.map((t) => ({ ...t, frequency: Math.min(t.frequency, texts.length), examples: ground(t.examples) })),
    },
    criticalConcerns: result.criticalConcerns.flatMap((c) => {
      const evidence = ground(c.evidence);
      return evidence.length > 0 ? [{ ...c, evidence }] : [];
    }),
    insights: { strengths: keepItem(result.insights.strengths), opportunities: keepItem(result.insights.opportunities) },
  };
  return { result: grounded, dropped };
}

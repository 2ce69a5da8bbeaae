import { AnalysisResult } from '@pill/proto/analytics';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisAnswer } from '../analyzer.port';

const str = { type: 'string' };
const quotes = { type: 'array', items: str };
const obj = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

/** The AnalysisResult contract as a strict JSON schema (strict mode needs every key required; urgency may be null). */
export const RESULT_JSON_SCHEMA = obj({
  summary: obj({
    overview: str,
    responseCount: { type: 'integer' },
    keyThemes: { type: 'array', items: obj({ theme: str, frequency: { type: 'integer' }, examples: quotes }) },
  }),
  criticalConcerns: {
    type: 'array',
    items: obj({
      concernTitle: str,
      severityLevel: { type: 'string', enum: ['High', 'Medium', 'Low'] },
      urgency: { type: ['string', 'null'] },
      explanation: str,
      evidence: quotes,
    }),
  },
  insights: obj({
    strengths: { type: 'array', items: obj({ area: str, impact: str, evidence: quotes }) },
    opportunities: { type: 'array', items: obj({ area: str, suggestion: str, evidence: quotes }) },
  }),
  nextSteps: str,
  actionSteps: { type: 'array', items: obj({ action: str, timeframe: str, expectedImpact: str }) },
});

/** The instructions of every request (`system-prompt.md`). */
export const SYSTEM = readFileSync(join(__dirname, 'system-prompt.md'), 'utf8').trimEnd();

/**
 * The answers the request carries, within the budget: those the first analysis quotes come first,
 * in the order of `quoted` (most important first), then the others in their order.
 */
export function answersWithin(answers: AnalysisAnswer[], quoted: string[], budgetChars: number): AnalysisAnswer[] {
  const rank = (a: AnalysisAnswer) => {
    const i = quoted.findIndex((q) => a.response.includes(q));
    return i < 0 ? quoted.length : i;
  };
  const ordered = answers
    .map((a, i) => ({ a, i, r: rank(a) }))
    .sort((x, y) => x.r - y.r || x.i - y.i)
    .map((x) => x.a);
  const out: AnalysisAnswer[] = [];
  let size = 0;
  for (const a of ordered) {
    const cost = a.response.length + a.questionText.length + 32;
    if (size + cost > budgetChars && out.length > 0) continue;
    out.push(a);
    size += cost;
  }
  return out;
}

export function userMessage(linkTitle: string | undefined, first: AnalysisResult, answers: AnalysisAnswer[], total: number): string {
  const data = answers.map((a) => ({ question: a.questionText, answer: a.response }));
  const title = linkTitle ? `Feedback link title (owner-written): ${JSON.stringify(linkTitle)}\n` : '';
  const sample = answers.length < total ? ` (a sample of ${answers.length})` : '';
  const analysis = `<analysis>\n${JSON.stringify(first)}\n</analysis>`;
  return `${title}Number of answers: ${total}\n${analysis}\n<answers${sample ? ' sample="true"' : ''}>\n${JSON.stringify(data)}\n</answers>`;
}

/** Parses the model's JSON into the contract; null urgency becomes absent. Throws on anything else. */
export function parseResult(content: string | null | undefined): AnalysisResult {
  if (!content) throw new Error('empty model output');
  const raw = JSON.parse(content) as { criticalConcerns?: Array<{ urgency?: unknown }> };
  for (const c of raw.criticalConcerns ?? []) if (c && c.urgency === null) delete c.urgency;
  return AnalysisResult.parse(raw);
}

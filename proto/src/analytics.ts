import { z } from 'zod';
import { DailyCap, ModerationKind } from './common';

const DatedCount = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count: z.number().int().nonnegative() });

/** GET /api/feedback-links/:id/analytics. Dates are UTC days. */
export const Analytics = z.object({
  totalResponses: z.number().int().nonnegative(),
  totalVisits: z.number().int().nonnegative(),
  commonThemes: z.array(z.object({ theme: z.string(), count: z.number().int().nonnegative() })),
  responsesByDate: z.array(DatedCount),
  visitsByDate: z.array(DatedCount),
  /** Submissions moderation refused, by kind, most first; an older analysis service sends none. */
  moderation: z
    .object({
      refused: z.number().int().nonnegative(),
      byKind: z.array(z.object({ kind: ModerationKind, count: z.number().int().positive() })),
    })
    .default({ refused: 0, byKind: [] }),
  /** Days the link reached a daily cap and turned submissions away, newest first; older services send none. */
  capsReached: z.array(z.object({ date: DatedCount.shape.date, cap: DailyCap, limit: z.number().int().positive() })).default([]),
});
export type Analytics = z.infer<typeof Analytics>;

export const SEVERITY_LEVELS = ['High', 'Medium', 'Low'] as const;

export const KeyTheme = z.object({ theme: z.string(), frequency: z.number().int().nonnegative(), examples: z.array(z.string()) });
export const CriticalConcern = z.object({
  concernTitle: z.string(),
  severityLevel: z.enum(SEVERITY_LEVELS),
  urgency: z.string().optional(),
  explanation: z.string(),
  evidence: z.array(z.string()),
});
export const Strength = z.object({ area: z.string(), impact: z.string(), evidence: z.array(z.string()) });
export const Opportunity = z.object({ area: z.string(), suggestion: z.string(), evidence: z.array(z.string()) });
export const ActionStep = z.object({ action: z.string(), timeframe: z.string(), expectedImpact: z.string() });

/** What an analyzer produces, local or OpenAI. */
export const AnalysisResult = z.object({
  summary: z.object({ overview: z.string(), responseCount: z.number().int().nonnegative(), keyThemes: z.array(KeyTheme) }),
  criticalConcerns: z.array(CriticalConcern),
  insights: z.object({ strengths: z.array(Strength), opportunities: z.array(Opportunity) }),
  nextSteps: z.string(),
  actionSteps: z.array(ActionStep),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;
export type KeyTheme = z.infer<typeof KeyTheme>;
export type CriticalConcern = z.infer<typeof CriticalConcern>;

/** GET /api/feedback-links/:id/unified-analytics, as a client reads it. */
export const UnifiedAnalysis = AnalysisResult.partial().extend({
  hasData: z.boolean(),
  /** What the owner should know about this analysis (none yet, the AI fallback, newer answers pending). */
  message: z.string().optional(),
  /** False while newer answers wait for the next run; true when there is nothing to analyse. */
  isCurrent: z.boolean().optional(),
  generatedAt: z.string().optional(),
  analyzer: z.enum(['local', 'openai']).optional(),
});
export type UnifiedAnalysis = z.infer<typeof UnifiedAnalysis>;

/** What the analysis service sends: `message` and `isCurrent` always, with data or without. */
export const UnifiedAnalysisReply = UnifiedAnalysis.extend({ message: z.string(), isCurrent: z.boolean() });
export type UnifiedAnalysisReply = z.infer<typeof UnifiedAnalysisReply>;

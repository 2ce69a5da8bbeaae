import { z } from 'zod';

export const CLOSING_MESSAGES = {
  maxResponses: 'The response limit must be a whole number of at least 1.',
  closesAt: 'The closing time must be a date and time, like 2030-01-31T18:00:00Z.',
  closesAtPast: 'Please choose a closing time in the future.',
  closed: 'This pill is closed and no longer accepts responses.',
} as const;

/**
 * When a link stops taking responses, on create and update: each optional; on update `null` clears
 * it and leaving it out keeps the current value.
 */
export const ClosingRulesBody = z.object({
  maxResponses: z.number(CLOSING_MESSAGES.maxResponses).int(CLOSING_MESSAGES.maxResponses).min(1, CLOSING_MESSAGES.maxResponses).nullish(),
  closesAt: z.iso.datetime({ offset: true, error: CLOSING_MESSAGES.closesAt }).nullish(),
});

/** A link's closing rules as stored and shown to its owner: absent means none. */
export interface ClosingRules {
  maxResponses?: number;
  closesAt?: string;
}

/** Only the rules that are set: no undefined or null field reaches a stored document (MongoDB keeps them as null). */
export function closingRulesOf({ maxResponses, closesAt }: { maxResponses?: number | null; closesAt?: string | null }): ClosingRules {
  return { ...(maxResponses != null ? { maxResponses } : {}), ...(closesAt != null ? { closesAt } : {}) };
}

/** Closed once it has taken `maxResponses` submissions or its closing time has come. */
export function isClosed(rules: ClosingRules, submissions: number, now: Date): boolean {
  const { maxResponses, closesAt } = closingRulesOf(rules);
  const full = maxResponses !== undefined && submissions >= maxResponses;
  const past = closesAt !== undefined && Date.parse(closesAt) <= now.getTime();
  return full || past;
}

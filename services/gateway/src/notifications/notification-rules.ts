import type { NotificationMode } from '@pill/proto/notifications';

/** A mode that mails: `off` keeps no record at all. */
export type MailingMode = Exclude<NotificationMode, 'off'>;
/** `utc`: the real slots. `every-check`: every check is a slot, so tests need not wait (refused in production). */
export type SlotPlan = 'utc' | 'every-check';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** UTC hours at which each mode may mail. */
export const SLOT_HOURS: Record<MailingMode, readonly number[]> = { daily: [8], batched: [0, 6, 12, 18] };
/** This many new responses are too many to tell one writer apart by the time of the mail. */
export const ENOUGH_NEW = 5;

/** The first slot of the mode after `now`: the next check at or after it is the one that may mail. */
export function nextSlot(mode: MailingMode, now: Date, plan: SlotPlan): Date {
  if (plan === 'every-check') return now;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const day of [today, today + DAY_MS]) {
    for (const hour of SLOT_HOURS[mode]) {
      const at = day + hour * HOUR_MS;
      if (at > now.getTime()) return new Date(at);
    }
  }
  throw new Error('unreachable: every mode has a slot within a day');
}

/** The slot a record moves to when this one is claimed: strictly later, so the compare-and-set always changes it. */
export function slotAfter(notice: { mode: MailingMode; dueAt: string }, now: Date, plan: SlotPlan): Date {
  return new Date(Math.max(nextSlot(notice.mode, now, plan).getTime(), Date.parse(notice.dueAt) + 1));
}

export interface PendingNotice {
  mode: MailingMode;
  /** The link's response count when the owner was last mailed (or enabled mails). */
  lastCount: number;
  dueAt: string;
}
/** What the analysis service tells of a link: `lastResponseAt` is an hour, absent below the link's threshold. */
export interface LinkActivity {
  responses: number;
  lastResponseAt?: string;
}

export type NoticeDecision =
  | { kind: 'not-due' }
  /** The slot passes without a mail; `lastCount` only ever goes down here, after answers were deleted. */
  | { kind: 'wait'; nextDueAt: Date; lastCount: number }
  | { kind: 'send'; newResponses: number; nextDueAt: Date; lastCount: number };

/**
 * Whether this check mails the owner. Only at a slot, only about new responses, and only when
 * the mail cannot point at one writer: 5 or more new, or the latest over an hour old.
 */
export function decideNotice(notice: PendingNotice, seen: LinkActivity, now: Date, plan: SlotPlan): NoticeDecision {
  if (now.getTime() < Date.parse(notice.dueAt)) return { kind: 'not-due' };
  const nextDueAt = slotAfter(notice, now, plan);
  const newResponses = seen.responses - notice.lastCount;
  if (newResponses <= 0) return { kind: 'wait', nextDueAt, lastCount: Math.min(notice.lastCount, seen.responses) };
  if (newResponses >= ENOUGH_NEW || latestIsOverAnHourOld(seen.lastResponseAt, now)) {
    return { kind: 'send', newResponses, nextDueAt, lastCount: seen.responses };
  }
  return { kind: 'wait', nextDueAt, lastCount: notice.lastCount };
}

/** The hour says the latest came at most an hour after it, so "over an hour old" is two hours past it. */
function latestIsOverAnHourOld(lastResponseAt: string | undefined, now: Date): boolean {
  if (lastResponseAt === undefined) return false;
  return now.getTime() - Date.parse(lastResponseAt) >= 2 * HOUR_MS;
}

import type { DailyCap } from '@pill/proto/common';

/**
 * What one link took in on one UTC day: how many submissions and their bytes. Which submissions
 * were counted is kept beside it, one mark per submission (link-intake), so this document stays
 * the same size however many arrive.
 */
export interface DailyIntake {
  linkId: string;
  day: string;
  /** Submissions counted this day; documents written before it existed count `submissionIds`. */
  submissions?: number;
  /** Documents written before stop 27 listed the day's submissions; they are read, never added to. */
  submissionIds?: string[];
  bytes: number;
  /** The first cap that turned a submission away this day, if one did. */
  capped?: DailyCap;
  /** Submissions the link took in all, this day's included (a response limit counts them); older documents lack it. */
  total?: number;
}

/** Per link and UTC day; 0 turns a cap off. */
export interface IntakeCaps {
  submissions: number;
  bytes: number;
}

export interface Arrival {
  linkId: string;
  submissionId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  bytes: number;
  /** The link's response limit, when it has one. */
  maxResponses?: number;
  /** The submission's id was made for this arrival (no idempotency key), so nothing counted it yet. */
  newId?: boolean;
}

export type IntakeVerdict =
  { admitted: true } | { admitted: false; cap: DailyCap; limit: number; firstOfDay: boolean } | { admitted: false; full: true };

/** How many submissions the link has taken in all. */
export const totalOf = (intake: DailyIntake | undefined): number => (intake ? (intake.total ?? countOf(intake)) : 0);

/** How many submissions the day counted. */
const countOf = (intake: DailyIntake): number => intake.submissions ?? intake.submissionIds?.length ?? 0;

/** Whether an older document lists the submission as counted (newer ones leave that to its mark). */
const listed = (intake: DailyIntake, submissionId: string): boolean => intake.submissionIds?.includes(submissionId) ?? false;

/** What a submission stores that its respondent chose: the answers and the name, in UTF-8 bytes. */
export const submittedBytes = (answers: Array<{ response: string }>, name: string | undefined): number =>
  answers.reduce((sum, a) => sum + Buffer.byteLength(a.response), Buffer.byteLength(name ?? ''));

/** The day's intake as `arrival` sees it: a new day starts empty; an older day's document is past. */
const intakeOn = (current: DailyIntake | undefined, arrival: Arrival): DailyIntake | undefined =>
  !current || current.day < arrival.day
    ? { linkId: arrival.linkId, day: arrival.day, submissions: 0, bytes: 0, total: totalOf(current) }
    : current.day === arrival.day
      ? current
      : undefined;

const counted = (intake: DailyIntake, arrival: Arrival): DailyIntake => ({
  ...intake,
  submissions: countOf(intake) + 1,
  bytes: intake.bytes + arrival.bytes,
  total: totalOf(intake) + 1,
});

/**
 * Decides whether a submission fits in its link's caps for the day; the document it returns is
 * what to store (unchanged when nothing changes). One already counted is the caller's to know
 * (its mark), except on an older document that lists it: that one is admitted again.
 */
export function admit(current: DailyIntake | undefined, arrival: Arrival, caps: IntakeCaps): { doc?: DailyIntake; verdict: IntakeVerdict } {
  const intake = intakeOn(current, arrival);
  if (!intake || listed(intake, arrival.submissionId)) return { verdict: { admitted: true } };
  // Decided in the same compare-and-set as the daily caps, so concurrent submits cannot pass the limit.
  if (arrival.maxResponses !== undefined && totalOf(intake) >= arrival.maxResponses) return { verdict: { admitted: false, full: true } };
  const tooMany = caps.submissions > 0 && countOf(intake) + 1 > caps.submissions;
  const tooBig = caps.bytes > 0 && intake.bytes + arrival.bytes > caps.bytes;
  const over: [DailyCap, number] | undefined = tooMany ? ['submissions', caps.submissions] : tooBig ? ['bytes', caps.bytes] : undefined;
  if (!over) return { doc: counted(intake, arrival), verdict: { admitted: true } };
  const [cap, limit] = over;
  const firstOfDay = intake.capped === undefined;
  const verdict: IntakeVerdict = { admitted: false, cap, limit, firstOfDay };
  return { doc: firstOfDay ? { ...intake, capped: cap } : undefined, verdict };
}

/** A stored submission counts in its day whatever the caps (a replay, or another replica's); the caller knows it is not counted yet. */
export function record(current: DailyIntake | undefined, arrival: Arrival): DailyIntake | undefined {
  const intake = intakeOn(current, arrival);
  if (!intake || listed(intake, arrival.submissionId)) return undefined;
  return counted(intake, arrival);
}

import { LIMITS } from './limits';

/** What a threshold check needs of a link: absent on links saved before thresholds existed (1). */
export interface ThresholdOf {
  minResponses?: number;
}

/** How many more submissions the link needs before its owner may read anything drawn from the answers (0 once enough). */
export function responsesStillNeeded(link: ThresholdOf, submissionCount: number): number {
  return Math.max(0, (link.minResponses ?? LIMITS.minResponses.absent) - submissionCount);
}

/**
 * Whether the link's answers stay withheld: with fewer submissions than its `minResponses` a writer
 * could be singled out, so no reader (list, analysis, export, webhook) may carry their text.
 */
export function belowThreshold(link: ThresholdOf, submissionCount: number): boolean {
  return responsesStillNeeded(link, submissionCount) > 0;
}

/** Owners see when an answer arrived to the hour (UTC), never the minute: "who was online at 09:14" names a writer. */
export function submittedHour(submittedAt: string): string {
  const at = new Date(submittedAt);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

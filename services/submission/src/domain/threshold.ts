import { LIMITS } from '@pill/proto/limits';

/** What a threshold check needs of a link: absent on links saved before thresholds existed. */
export interface ThresholdOf {
  minResponses?: number;
}

const minimumOf = (link: ThresholdOf) => link.minResponses ?? LIMITS.minResponses.absent;

/** How many more submissions the link needs before its owner may read any answer (0 once it has enough). */
export function responsesStillNeeded(link: ThresholdOf, submissionCount: number): number {
  return Math.max(0, minimumOf(link) - submissionCount);
}

/**
 * Whether the link's answers stay withheld: with fewer submissions than its `minResponses`, a
 * writer could be singled out, so no reader (list, export, webhook) may carry their text.
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

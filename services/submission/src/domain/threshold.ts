/** The one rule every reader of a link's answers in this service applies (list, export, webhooks). */
export { belowThreshold, responsesStillNeeded, type ThresholdOf } from '@pill/proto/threshold';

/** Owners see when an answer arrived to the hour (UTC), never the minute: "who was online at 09:14" names a writer. */
export function submittedHour(submittedAt: string): string {
  const at = new Date(submittedAt);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

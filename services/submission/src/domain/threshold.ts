/** The rules every reader of a link's answers in this service applies (list, export, webhooks). */
export { belowThreshold, responsesStillNeeded, submittedHour, type ThresholdOf } from '@pill/proto/threshold';

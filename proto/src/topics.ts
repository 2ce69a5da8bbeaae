/** One Kafka topic per aggregate type, keyed by aggregate id so one aggregate's events stay ordered. */
export const TOPICS = {
  link: 'pill.link.events',
  question: 'pill.question.events',
  submission: 'pill.submission.events',
  visit: 'pill.visit.events',
  analysis: 'pill.analysis.events',
  account: 'pill.account.events',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
export const ALL_TOPICS: Topic[] = Object.values(TOPICS);

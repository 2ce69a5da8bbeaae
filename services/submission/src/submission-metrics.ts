import type { Counter, Registry } from 'prom-client';
import { moderationRefusalsCounter, submissionsCounter } from '@pill/platform/metrics/business-metrics';

/** What the submission service counts for operators: accepted submissions and refusals by kind, never text. */
export class SubmissionMetrics {
  readonly submissions: Counter;
  readonly refusals: Counter<'kind'>;

  constructor(registry: Registry) {
    this.submissions = submissionsCounter(registry);
    this.refusals = moderationRefusalsCounter(registry);
  }
}

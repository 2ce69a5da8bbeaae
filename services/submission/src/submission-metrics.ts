import type { Counter, Registry } from 'prom-client';
import { moderationRefusalsCounter, submissionsCounter, webhookDeliveriesCounter } from '@pill/platform/metrics/business-metrics';

/** What the submission service counts for operators: submissions, refusals by kind and webhook attempts, never text. */
export class SubmissionMetrics {
  readonly submissions: Counter;
  readonly refusals: Counter<'kind'>;
  /** Each attempt's outcome: `delivered`, `retrying` or `failed` (given up, or a refused target). */
  readonly webhookDeliveries: Counter<'outcome'>;

  constructor(registry: Registry) {
    this.submissions = submissionsCounter(registry);
    this.refusals = moderationRefusalsCounter(registry);
    this.webhookDeliveries = webhookDeliveriesCounter(registry);
  }
}

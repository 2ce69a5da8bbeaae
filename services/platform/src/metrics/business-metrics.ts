import { Counter, Gauge, type Registry } from 'prom-client';

/** One metric per name in a registry: the services of the embedded process share one. */
function once<M>(registry: Registry, name: string, create: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? create();
}

/** Submissions accepted and stored; the submission service counts them. */
export const submissionsCounter = (registry: Registry): Counter =>
  once(registry, 'pill_submissions_total', () => {
    return new Counter({ name: 'pill_submissions_total', help: 'Submissions accepted and stored', registers: [registry] });
  });

/** Submissions or replies refused by moderation, by what was found (`kind`). */
export const moderationRefusalsCounter = (registry: Registry): Counter<'kind'> =>
  once(registry, 'pill_moderation_refusals_total', () => {
    return new Counter({
      name: 'pill_moderation_refusals_total',
      help: 'Texts refused by moderation, by kind',
      labelNames: ['kind'],
      registers: [registry],
    });
  });

/** AI analysis runs, by `outcome`: `completed` or `failed`. */
export const analysesCounter = (registry: Registry): Counter<'outcome'> =>
  once(registry, 'pill_analyses_total', () => {
    return new Counter({
      name: 'pill_analyses_total',
      help: 'AI analysis runs, by outcome (completed, failed)',
      labelNames: ['outcome'],
      registers: [registry],
    });
  });

/** Webhook deliveries, by `outcome` (for example `delivered`, `failed`, `given_up`). */
export const webhookDeliveriesCounter = (registry: Registry): Counter<'outcome'> =>
  once(registry, 'pill_webhook_deliveries_total', () => {
    return new Counter({
      name: 'pill_webhook_deliveries_total',
      help: 'Webhook deliveries, by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    });
  });

type Backlog = () => Promise<number>;
const backlogs = new WeakMap<Registry, Map<string, Backlog>>();

/**
 * `pill_outbox_backlog{service}`: events a service has stored but not yet published, read at
 * scrape time. A backlog that keeps growing means the relay cannot reach the bus.
 */
export function trackOutboxBacklog(registry: Registry, service: string, backlog: Backlog): () => void {
  let sources = backlogs.get(registry);
  if (!sources) {
    const tracked = new Map<string, Backlog>();
    sources = tracked;
    backlogs.set(registry, tracked);
    once(registry, 'pill_outbox_backlog', () => {
      return new Gauge({
        name: 'pill_outbox_backlog',
        help: 'Events stored but not yet published, per service',
        labelNames: ['service'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [name, read] of tracked) {
            // A store that does not answer leaves no series: pill_mongodb_up says why.
            const value = await read().catch(() => undefined);
            if (value !== undefined) this.set({ service: name }, value);
          }
        },
      });
    });
  }
  sources.set(service, backlog);
  return () => sources.delete(service);
}

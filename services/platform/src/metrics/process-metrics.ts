import { collectDefaultMetrics, Registry } from 'prom-client';

/** Which process a series comes from: `embedded` for the one-process product, else the service. */
export type MetricsComponent = 'embedded' | 'gateway' | 'link' | 'question' | 'submission' | 'analysis';

/**
 * The process's standard Node.js metrics under their standard names (`process_cpu_seconds_total`,
 * `nodejs_heap_size_used_bytes`), so the usual Node.js dashboards work unchanged.
 */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Every registry of the process as one scrape, each series labelled with the component. */
export function scrape(component: MetricsComponent, registries: Registry[]): Registry {
  const merged = Registry.merge(registries);
  merged.setDefaultLabels({ component });
  return merged;
}

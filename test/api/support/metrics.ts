import type { Target } from './app';

/** Every process's metrics as one text (the cluster's services each have their own port). */
export async function scrapeMetrics(target: Target): Promise<string> {
  if (target.metricsUrls.length === 0) throw new Error('no metrics URL: set PILL_METRICS_URLS for a target given by PILL_API_URL');
  const texts = await Promise.all(target.metricsUrls.map(async (url) => (await fetch(url)).text()));
  return texts.join('\n');
}

/** The sum of a metric's samples whose labels contain `labels` (e.g. `topic="pill.visit.events"`), over every process. */
export function metricSum(text: string, name: string, labels = ''): number {
  const sample = new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm');
  let sum = 0;
  for (const [, found = '', value] of text.matchAll(sample)) if (found.includes(labels)) sum += Number(value);
  return sum;
}

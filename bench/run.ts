import { benchAnalyzer } from './analyzer.bench';
import { benchHttp, type Figure } from './http.bench';
import { benchModeration } from './moderation.bench';
import { benchSubmissionStages } from './submission-stages.bench';

/** `npm run bench`: every benchmark in one run, printed as one table; `-- stage http` runs the sections whose title holds a word given. */
async function main(): Promise<void> {
  const sections: Array<[string, () => Promise<Figure[]>]> = [
    ['Embedded HTTP vs bare node:http', benchHttp],
    ['One embedded submission, by stage', benchSubmissionStages],
    ['Built-in analysis', benchAnalyzer],
    ['Moderation', benchModeration],
  ];
  try {
    // The cluster benchmark needs KAFKA_BROKERS and MONGODB_URI; it says so when they are missing.
    const clusterBench = './cluster.bench';
    const { benchCluster } = (await import(clusterBench)) as { benchCluster: () => Promise<Figure[]> };
    sections.push(['Cluster (Kafka + MongoDB)', benchCluster]);
  } catch {
    process.stdout.write('cluster benchmark not available\n');
  }
  const only = process.argv.slice(2).map((word) => word.toLowerCase());
  for (const [title, run] of sections) {
    if (only.length > 0 && !only.some((word) => title.toLowerCase().includes(word))) continue;
    process.stdout.write(`\n${title}\n`);
    for (const f of await run()) {
      const digits = f.unit === 'ratio' || f.unit === 's' ? 3 : f.unit === 'ms' && f.value < 10 ? 2 : 1;
      process.stdout.write(`  ${f.name.padEnd(56)} ${f.value.toFixed(digits).padStart(10)} ${f.unit}\n`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);

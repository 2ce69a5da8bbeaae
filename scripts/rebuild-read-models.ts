// `npm run rebuild -- <service>...`: drops the named services' read models in MongoDB and
// publishes every stored event again, so those services fold them anew from their event
// stores, not only from what Kafka still holds. The services may keep running meanwhile.
import { ConfigError } from '@pill/platform/config';
import { loadClusterConfig } from '@pill/platform/nest/cluster-process';
import { dropReadModels, EVENT_SOURCED, republishEverything } from '@pill/platform/recovery/rebuild-read-models';
import type { ServiceName } from '@pill/platform/infrastructure';

async function main(): Promise<void> {
  const services = process.argv.slice(2);
  const unknown = services.filter((s) => !EVENT_SOURCED.includes(s as ServiceName));
  if (services.length === 0 || unknown.length > 0)
    throw new ConfigError(
      `Name the services to rebuild, of: ${EVENT_SOURCED.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`,
    );
  const config = loadClusterConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  for (const service of services as ServiceName[])
    say(`${service}: dropped ${(await dropReadModels(config, service)).join(', ') || 'nothing'}`);
  say(`${await republishEverything(config, say)} events published again; the services fold them as they arrive`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});

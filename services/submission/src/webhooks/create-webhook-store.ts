import { join } from 'node:path';
import { databaseOf } from '@pill/platform/cluster-infrastructure';
import type { ServiceContext } from '@pill/platform/nest/platform.module';
import { MongoWebhookStore } from './mongo-webhook-store';
import { SqliteWebhookStore } from './sqlite-webhook-store';
import type { WebhookStore } from './webhook-store.port';

/** SQLite under DATA_DIR when embedded, the service's MongoDB database in the cluster: chosen by the running shape. */
export function createWebhookStore({ infra, config }: Omit<ServiceContext, 'service'>): Promise<WebhookStore> {
  if (infra.kind === 'cluster') return MongoWebhookStore.connect(config.MONGODB_URI!, databaseOf('submission', config.PILL_NAMESPACE));
  return Promise.resolve(new SqliteWebhookStore(join(config.DATA_DIR, 'submission.webhooks.sqlite')));
}

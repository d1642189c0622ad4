/**
 * The MongoDB directory backend: one pooled client, connected at start-up
 * with bounded retries, shared by every repository and the readiness probe.
 * After start-up nothing here holds a failed state: during an outage each
 * call fails on its own with BackendUnavailableError (a 503) while the
 * driver keeps reconnecting, and calls succeed again once MongoDB is back.
 */
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { DirectoryBackend } from './directory-backend.js';
import { connectWithRetry, createMongoClient, START_UP_RETRY, type RetryPolicy } from '../adapters/persistence/mongo/mongo-client.js';
import { mongoRepositories } from '../adapters/persistence/mongo/mongo-repositories.js';
import { MongoReadinessProbe } from '../adapters/persistence/mongo/mongo-readiness-probe.js';
import { COLLECTIONS } from '../adapters/persistence/mongo/collections.js';
import { ensureIndexes } from '../adapters/persistence/mongo/indexes.js';
import { WEBHOOK_INDEX_PLANS } from '../adapters/persistence/mongo/webhooks/webhook-delivery-collection.js';
import { MongoWebhookDeliveryRepository } from '../adapters/persistence/mongo/webhooks/mongo-webhook-delivery-repository.js';

export interface MongoDirectoryOptions {
  retry?: RetryPolicy;
}

export async function openMongoDirectory(config: Config, logger: Logger, options: MongoDirectoryOptions = {}): Promise<DirectoryBackend> {
  if (!config.mongodbUri) throw new Error('openMongoDirectory needs MONGODB_URI to be set');
  const log = logger.child({ component: 'mongodb', database: config.mongodbDatabase });
  const client = createMongoClient(config.mongodbUri);
  try {
    await connectWithRetry(client, log, options.retry ?? START_UP_RETRY);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  const db = client.db(config.mongodbDatabase);

  // An empty database is served (empty pages), but it is almost always a missed load step.
  // From collection metadata, not a scan: enough to tell "empty" from "loaded".
  const schools = await db.collection(COLLECTIONS.schools).estimatedDocumentCount().catch(() => undefined);
  if (schools === 0) log.warn('the schools collection is empty: load data with `node dist/src/bootstrap/load-mongo-cli.js --schools <n>`');
  else log.info({ schools }, 'MongoDB directory ready');

  // The delivery record is written by the service itself, so its indexes cannot wait for the next load (createIndexes is idempotent).
  if (config.webhooks.delivery) await ensureIndexes(db, WEBHOOK_INDEX_PLANS);

  return {
    ...mongoRepositories(db),
    webhookDeliveries: new MongoWebhookDeliveryRepository(db),
    readiness: new MongoReadinessProbe(db, { logger: log }),
    close: () => client.close(),
  };
}

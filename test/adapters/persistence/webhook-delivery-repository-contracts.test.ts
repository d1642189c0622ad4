/**
 * The WebhookDeliveryRepository contract against every adapter: in memory;
 * the MongoDB adapter on the mingo stand-in (with the real unique index);
 * and on a real MongoDB when one is reachable, skipped with the reason
 * otherwise.
 */
import { after } from 'node:test';
import { InMemoryWebhookDeliveryRepository } from '../../../src/adapters/persistence/memory/in-memory-webhook-delivery-repository.js';
import { ensureIndexes } from '../../../src/adapters/persistence/mongo/indexes.js';
import { MongoWebhookDeliveryRepository } from '../../../src/adapters/persistence/mongo/webhooks/mongo-webhook-delivery-repository.js';
import { WEBHOOK_INDEX_PLANS } from '../../../src/adapters/persistence/mongo/webhooks/webhook-delivery-collection.js';
import { webhookDeliveryRepositoryContract } from '../../contracts/webhook-delivery-repository.contract.js';
import { MingoDb } from './mongo/mingo-db.js';
import { realMongo, type RealMongo } from './mongo/real-mongo.js';

webhookDeliveryRepositoryContract('in memory', async () => ({ deliveries: new InMemoryWebhookDeliveryRepository() }));

webhookDeliveryRepositoryContract('MongoDB adapter on the mingo stand-in', async () => {
  const db = new MingoDb().asDb();
  await ensureIndexes(db, WEBHOOK_INDEX_PLANS);
  return { deliveries: new MongoWebhookDeliveryRepository(db) };
});

const backend = await realMongo();
const server: RealMongo | undefined = 'skip' in backend ? undefined : backend;
after(async () => { await server?.stop(); });
webhookDeliveryRepositoryContract(`MongoDB adapter on ${server ? server.label : 'a real MongoDB'}`, async () => {
  const db = await (server as RealMongo).loaded({ resorts: [], schools: [], instructors: [] });
  return { deliveries: new MongoWebhookDeliveryRepository(db), close: async () => { await db.dropDatabase(); } };
}, { skip: 'skip' in backend ? backend.skip : false });

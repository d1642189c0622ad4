/**
 * The Mongo adapters against a real MongoDB (MONGODB_URI, or a container
 * when a runtime exists): every index is accepted and re-creating them is a
 * no-op, the payment collections' unique indexes hold, and a re-load
 * changes nothing. Random queries run on a real MongoDB through the shared
 * property suite, in mongo-directory-contracts.test.ts. Without a MongoDB
 * the suite is skipped, and says why.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from 'mongodb';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { COLLECTIONS, DIRECTORY_COLLECTIONS } from '../../../../src/adapters/persistence/mongo/collections.js';
import { ensureIndexes, INDEX_PLANS } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { MongoReadinessProbe } from '../../../../src/adapters/persistence/mongo/mongo-readiness-probe.js';
import { realMongo, type RealMongo } from './real-mongo.js';

const backend = await realMongo();
const skip = 'skip' in backend ? backend.skip : false;
const server = 'skip' in backend ? undefined : backend;
const dataset = generateDataset({ schools: 300, seed: 99 });

describe(`Mongo adapters on a real MongoDB${server ? ` (${server.label})` : ''}`, { skip }, () => {
  let db: Db;
  before(async () => {
    db = await (server as RealMongo).loaded(dataset);
  });
  after(async () => { await server?.stop(); });

  it('accepts every index, and creating them again changes nothing', async () => {
    await ensureIndexes(db);
    for (const collection of new Set(INDEX_PLANS.map((plan) => plan.collection))) {
      const names = (await db.collection(collection).listIndexes().toArray()).map((index) => String(index.name)).sort();
      const planned = INDEX_PLANS.filter((plan) => plan.collection === collection).map((plan) => plan.options.name);
      assert.deepEqual(names, ['_id_', ...planned].sort(), collection);
    }
  });

  it('enforces the unique keys the payment receiver relies on for idempotency', async () => {
    const duplicate = (error: unknown) => (error as { code?: number }).code === 11000;
    await db.collection(COLLECTIONS.processedEvents).insertOne({ eventId: 'evt_1' });
    await assert.rejects(db.collection(COLLECTIONS.processedEvents).insertOne({ eventId: 'evt_1' }), duplicate);
    const subscriptions = db.collection(COLLECTIONS.schoolSubscriptions);
    await subscriptions.insertMany([{ schoolId: 1, stripeSubscriptionId: null }, { schoolId: 2 }, { schoolId: 3, stripeSubscriptionId: 'sub_1' }]);
    await assert.rejects(subscriptions.insertOne({ schoolId: 1 }), duplicate);
    await assert.rejects(subscriptions.insertOne({ schoolId: 4, stripeSubscriptionId: 'sub_1' }), duplicate);
    await db.collection(COLLECTIONS.bookingPayments).insertOne({ bookingId: 7 });
    await assert.rejects(db.collection(COLLECTIONS.bookingPayments).insertOne({ bookingId: 7 }), duplicate);
  });

  it('a re-load changes nothing, derived counts included', async () => {
    const snapshot = () => Promise.all(DIRECTORY_COLLECTIONS.map((name) => db.collection(name).find({}, { sort: { _id: 1 } }).toArray()));
    const before = await snapshot();
    await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors });
    assert.deepEqual(await snapshot(), before);
  });

  it('reports ready', async () => {
    assert.deepEqual(await new MongoReadinessProbe(db).check(), { ok: true });
  });
});

/**
 * The Mongo adapters against a real MongoDB (MONGODB_URI, or a container
 * when a runtime exists): every index is accepted and re-creating them is a
 * no-op, the payment collections' unique indexes hold, and the same random
 * queries as the mingo differential give the embedded engine's answers.
 * Without a MongoDB the suite is skipped, and says why.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Db } from 'mongodb';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../../../src/adapters/persistence/memory/in-memory-directory.js';
import { COLLECTIONS } from '../../../../src/adapters/persistence/mongo/collections.js';
import { ensureIndexes, INDEX_PLANS } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { MongoSchoolRepository } from '../../../../src/adapters/persistence/mongo/mongo-school-repository.js';
import { MongoResortRepository } from '../../../../src/adapters/persistence/mongo/mongo-resort-repository.js';
import { MongoInstructorRepository } from '../../../../src/adapters/persistence/mongo/mongo-instructor-repository.js';
import { MongoCategoryRepository } from '../../../../src/adapters/persistence/mongo/mongo-category-repository.js';
import { MongoCountryRepository } from '../../../../src/adapters/persistence/mongo/mongo-country-repository.js';
import { MongoReadinessProbe } from '../../../../src/adapters/persistence/mongo/mongo-readiness-probe.js';
import type { Directory } from './differential-fixture.js';
import { nonVacuous, queryArbitraries } from './differential-queries.js';
import { realMongo, type RealMongo } from './real-mongo.js';

const backend = await realMongo();
const skip = 'skip' in backend ? backend.skip : false;
const server = 'skip' in backend ? undefined : backend;
const dataset = generateDataset({ schools: 300, seed: 99 });
const queries = queryArbitraries(dataset);

describe(`Mongo adapters on a real MongoDB${server ? ` (${server.label})` : ''}`, { skip }, () => {
  let mongo: Directory;
  let memory: Directory;
  let db: Db;
  before(async () => {
    db = await (server as RealMongo).loaded(dataset);
    mongo = {
      schools: new MongoSchoolRepository(db),
      resorts: new MongoResortRepository(db),
      instructors: new MongoInstructorRepository(db),
      categories: new MongoCategoryRepository(db),
      countries: new MongoCountryRepository(db),
    };
    memory = InMemoryDirectory.fromDataset(structuredClone(dataset));
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

  /** The property shared by the three searches: same page from both engines, for every generated query. */
  async function agree<Q>(arbitrary: fc.Arbitrary<Q>, search: (directory: Directory, query: Q) => Promise<{ items: unknown[] }>, runs: number, report: (line: string) => void) {
    const seen = nonVacuous();
    await fc.assert(fc.asyncProperty(arbitrary, async (query) => {
      const expected = await search(memory, query);
      assert.deepEqual(await search(mongo, query), expected);
      seen.note(expected.items);
    }), { numRuns: runs });
    seen.check(0.3, report);
  }

  it('agrees with the embedded engine on random school queries', (t) => agree(queries.school, (directory, query) => directory.schools.search(query), 150, (line) => t.diagnostic(line)));
  it('agrees with the embedded engine on random resort queries', (t) => agree(queries.resort, (directory, query) => directory.resorts.search(query), 60, (line) => t.diagnostic(line)));
  it('agrees with the embedded engine on random instructor queries', (t) => agree(queries.instructor, (directory, query) => directory.instructors.search(query), 100, (line) => t.diagnostic(line)));

  it('agrees on categories and countries, and a re-load changes nothing', async () => {
    assert.deepEqual(await mongo.categories.list(), await memory.categories.list());
    assert.deepEqual(await mongo.countries.list(), await memory.countries.list());
    const before = await db.collection(COLLECTIONS.schools).find({}, { sort: { _id: 1 } }).toArray();
    await loadDirectory(db, { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors });
    assert.deepEqual(await db.collection(COLLECTIONS.schools).find({}, { sort: { _id: 1 } }).toArray(), before);
  });

  it('reports ready', async () => {
    assert.deepEqual(await new MongoReadinessProbe(db).check(), { ok: true });
  });
});

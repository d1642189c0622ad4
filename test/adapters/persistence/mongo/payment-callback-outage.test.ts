/**
 * A Stripe event that arrives while MongoDB is away, through the whole
 * service on the Mongo adapters (over the mingo stand-in; the wire-level
 * outage of the driver is mongo-outage-http.test.ts): the answer is a 500
 * with a generic message, so Stripe retries; once MongoDB is back the retry
 * applies the event exactly once. MongoDB may also go away in the middle of
 * an event, after any of its writes: the event is then never half-applied,
 * since its retry completes it and a further delivery is a duplicate.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MongoNetworkError } from 'mongodb';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { loadDirectory } from '../../../../src/adapters/persistence/mongo/load/directory-loader.js';
import { ensureIndexes } from '../../../../src/adapters/persistence/mongo/indexes.js';
import { mongoRepositories } from '../../../../src/adapters/persistence/mongo/mongo-repositories.js';
import type { PaymentRepository } from '../../../../src/application/ports/payment-repository.js';
import { checkoutSubscriptionCompleted, signed, TEST_WEBHOOK_SECRET } from '../../../fixtures/stripe-events.js';
import { startTestService, type TestService } from '../../../support/test-service.js';
import { MingoDb, type MingoCollection } from './mingo-db.js';

const PATH = '/api/stripe/webhook';

interface Outage {
  /** Every database call from the `after`-th one on (counting from now) fails as an unreachable server does. */
  begin(after?: number): void;
  end(): void;
}

/** The Mongo adapters over mingo, with a switch that takes the database away. */
async function mongoThatGoesAway(): Promise<{ app: TestService; payments: PaymentRepository; outage: Outage }> {
  const dataset = generateDataset({ schools: 40, seed: 21 });
  const db = new MingoDb();
  await ensureIndexes(db.asDb());
  await loadDirectory(db.asDb(), { resorts: () => dataset.resorts, schools: () => dataset.schools, instructors: () => dataset.instructors }, { batchSize: 50 });
  let failFrom: number | null = null;
  let calls = 0;
  const collection = db.collection.bind(db);
  db.collection = (name: string): MingoCollection => new Proxy(collection(name), {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls += 1;
        if (failFrom !== null && calls >= failFrom) throw new MongoNetworkError('connect ECONNREFUSED 10.1.2.3:27017');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const mongo = mongoRepositories(db.asDb());
  const app = await startTestService({
    dataset, env: { STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }, wrapDirectory: (memory) => ({ ...memory, ...mongo, close: () => memory.close() }),
  });
  return {
    app,
    payments: mongo.payments,
    outage: { begin: (after = 1) => { failFrom = calls + after; }, end: () => { failFrom = null; } },
  };
}

async function post(app: TestService, body: { payload: string; headers: Record<string, string> }) {
  const response = await app.inject({ method: 'POST', url: PATH, payload: body.payload, headers: body.headers });
  return { status: response.statusCode, body: JSON.parse(response.payload) as { success: boolean; data?: { outcome: string }; error?: { code: string; message: string } } };
}

async function featured(app: TestService, schoolId: number): Promise<boolean> {
  return (JSON.parse((await app.inject(`/api/v1/schools/${schoolId}`)).payload) as { data: { featured: boolean } }).data.featured;
}

describe('a payment event while MongoDB is away', () => {
  it('answers 500 with a generic message and changes nothing, then applies the retry exactly once', async () => {
    const { app, payments, outage } = await mongoThatGoesAway();
    try {
      const school = app.dataset.schools.find((record) => !record.featured)!.id;
      const event = checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: 'sub_Away1' });
      outage.begin();
      const failed = await post(app, signed(event));
      assert.equal(failed.status, 500);
      assert.equal(failed.body.error?.code, 'internal_error');
      assert.doesNotMatch(failed.body.error?.message ?? '', /ECONNREFUSED|10\.1\.2\.3|Mongo/);
      outage.end();
      assert.equal(await featured(app, school), false, 'nothing was applied');
      assert.equal(await payments.hasProcessedEvent(event.id), false);

      const retried = await post(app, signed(event));
      assert.deepEqual([retried.status, retried.body.data?.outcome], [200, 'applied']);
      const again = await post(app, signed(event));
      assert.deepEqual([again.status, again.body.data?.outcome], [200, 'duplicate']);
      assert.equal(await featured(app, school), true);
      assert.deepEqual((await payments.findSubscription(school))?.recentEventIds, [event.id]);
    } finally {
      await app.stop();
    }
  });

  it('never half-applies an event when MongoDB goes away after any of its steps: the retry completes it once', async () => {
    const { app, payments, outage } = await mongoThatGoesAway();
    try {
      const plain = app.dataset.schools.filter((record) => !record.featured);
      let cutsThatFailed = 0;
      // The event takes a handful of database calls; cut after each in turn, and once past all of them.
      for (let after = 1; after <= 8; after += 1) {
        const school = plain[after]!.id;
        const event = checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: `sub_Cut${after}` });
        outage.begin(after);
        const first = await post(app, signed(event));
        outage.end();
        assert.ok([200, 500].includes(first.status), `cut after ${after} calls: ${first.status}`);
        if (first.status === 500) cutsThatFailed += 1;
        const retried = await post(app, signed(event));
        assert.equal(retried.status, 200, `cut after ${after} calls: the retry is acknowledged`);
        assert.equal(await featured(app, school), true, `cut after ${after} calls: featured once applied`);
        assert.deepEqual((await payments.findSubscription(school))?.recentEventIds, [event.id], `cut after ${after} calls: applied once`);
        assert.equal(await payments.hasProcessedEvent(event.id), true);
      }
      assert.ok(cutsThatFailed >= 3, `the cuts fell inside the event's writes (${cutsThatFailed} failed)`);
    } finally {
      await app.stop();
    }
  });
});

/**
 * POST /api/stripe/webhook through the whole service (server.inject, every
 * answer held to the OpenAPI document): Stripe-shaped events signed with the
 * stripe package's helper, and their effects read back through the REST API
 * and, for booking payments, through the payments repository port.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PaymentRepository } from '../../../src/application/ports/payment-repository.js';
import { StubEventPublisher } from '../../../src/adapters/webhooks/stub-event-publisher.js';
import type { DirectoryBackend } from '../../../src/bootstrap/directory-backend.js';
import { createLogger } from '../../../src/bootstrap/logger.js';
import {
  anEvent, chargeRefunded, checkoutPaymentCompleted, checkoutSubscriptionCompleted, invoicePaymentFailed, invoicePaymentSucceeded,
  signed, subscriptionDeleted, subscriptionUpdated, T0, TEST_WEBHOOK_SECRET, type StripeEvent,
} from '../../fixtures/stripe-events.js';
import { startTestService, type TestService } from '../../support/test-service.js';

type Json = Record<string, any>;
const PATH = '/api/stripe/webhook';

interface Harness {
  app: TestService;
  payments: PaymentRepository;
  published: StubEventPublisher;
  post(event: StripeEvent | string, options?: { secret?: string; timestamp?: number }): Promise<{ status: number; body: Json }>;
  school(id: number): Promise<Json>;
  featuredIds(): Promise<number[]>;
}

async function harness(options: { wrap?: (directory: DirectoryBackend) => DirectoryBackend; secret?: string | null } = {}): Promise<Harness> {
  let payments: PaymentRepository | undefined;
  const published = new StubEventPublisher(createLogger('silent'));
  const app = await startTestService({
    env: options.secret === null ? {} : { STRIPE_WEBHOOK_SECRET: options.secret ?? TEST_WEBHOOK_SECRET },
    eventPublisher: published,
    wrapDirectory: (directory) => {
      const served = options.wrap ? options.wrap(directory) : directory;
      payments = directory.payments;
      return served;
    },
  });
  const json = (payload: string) => JSON.parse(payload) as Json;
  return {
    app,
    payments: payments as PaymentRepository,
    published,
    async post(event, signing = {}) {
      const { payload, headers } = signed(event, signing);
      const response = await app.inject({ method: 'POST', url: PATH, payload, headers });
      return { status: response.statusCode, body: json(response.payload) };
    },
    async school(id) {
      return json((await app.inject(`/api/v1/schools/${id}`)).payload).data;
    },
    async featuredIds() {
      const page = json((await app.inject('/api/v1/schools?featured=true&limit=100')).payload);
      return page.data.map((school: Json) => school.id as number);
    },
  };
}

/** A school the generated dataset does not feature, and one it does (with its seeded subscription). */
function unfeaturedAndFeatured(app: TestService): { plain: number; seeded: number } {
  const plain = app.dataset.schools.find((school) => !school.featured)!.id;
  const seeded = app.dataset.schools.find((school) => school.featured)!.id;
  return { plain, seeded };
}

describe('the payment callback, acceptance', () => {
  let h: Harness;
  before(async () => { h = await harness(); });
  after(() => h.app.stop());

  it('features a school on a featured checkout and unfeatures it on deletion, everywhere the school appears', async () => {
    const { plain } = unfeaturedAndFeatured(h.app);
    assert.equal((await h.school(plain)).featured, false);
    const sub = 'sub_Accept000001';
    const started = await h.post(checkoutSubscriptionCompleted({ schoolId: plain, plan: 'featured', subscription: sub, customer: 'cus_Accept000001' }));
    assert.equal(started.status, 200);
    assert.equal(started.body.data.outcome, 'applied');
    assert.equal((await h.school(plain)).featured, true);
    assert.ok((await h.featuredIds()).includes(plain));
    // The default order puts featured schools first: the school moved up among them.
    const listing = JSON.parse((await h.app.inject('/api/v1/schools?limit=100')).payload).data as Json[];
    const at = listing.findIndex((school) => school.id === plain);
    assert.ok(at >= 0 && listing.slice(0, at).every((school) => school.featured), 'every school before it is featured');
    assert.deepEqual(h.published.published.map((event) => [event.event, event.data.schoolId, event.data.changes.featured]), [['school.updated', plain, true]]);

    const deleted = await h.post(subscriptionDeleted({ subscription: sub, created: T0 + 60 }));
    assert.equal(deleted.body.data.outcome, 'applied');
    assert.equal((await h.school(plain)).featured, false);
    assert.ok(!(await h.featuredIds()).includes(plain));
    assert.deepEqual(h.published.published.map((event) => event.data.changes.featured), [true, false]);
    const stored = await h.payments.findSubscription(plain);
    assert.equal(stored?.status, 'canceled');
  });

  it('answers a bad signature with a 400 envelope and changes nothing; applies an event sent twice once', async () => {
    const { plain } = unfeaturedAndFeatured(h.app);
    const school = h.app.dataset.schools.filter((record) => !record.featured)[1]!.id;
    assert.notEqual(school, plain);
    const event = checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: 'sub_Accept000002' });
    const forged = await h.post(event, { secret: 'whsec_someone_else' });
    assert.equal(forged.status, 400);
    assert.equal(forged.body.error.code, 'invalid_signature');
    assert.equal((await h.school(school)).featured, false);
    assert.equal(await h.payments.findSubscription(school), null);

    const before = h.published.published.length;
    const first = await h.post(event);
    const second = await h.post(event);
    assert.deepEqual([first.status, second.status], [200, 200]);
    assert.deepEqual([first.body.data.outcome, second.body.data.outcome], ['applied', 'duplicate']);
    assert.equal(h.published.published.length, before + 1, 'one school.updated for one change');
    assert.deepEqual((await h.payments.findSubscription(school))?.recentEventIds, [event.id]);
  });
});

describe('the payment callback, subscription lifecycle', () => {
  let h: Harness;
  before(async () => { h = await harness(); });
  after(() => h.app.stop());

  it('a seeded featured school is unfeatured by cancelling its seeded subscription', async () => {
    const { seeded } = unfeaturedAndFeatured(h.app);
    const subscription = await h.payments.findSubscription(seeded);
    assert.equal(subscription?.plan, 'featured');
    assert.equal(subscription?.status, 'active');
    const deleted = await h.post(subscriptionDeleted({ subscription: subscription!.providerSubscriptionId }));
    assert.equal(deleted.body.data.outcome, 'applied');
    assert.equal((await h.school(seeded)).featured, false);
  });

  it('a failed payment keeps the school featured as past due, with the attempts and next retry; a paid invoice clears them', async () => {
    const school = h.app.dataset.schools.filter((record) => !record.featured)[2]!.id;
    const sub = 'sub_Cycle0000001';
    await h.post(checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: sub, created: T0 }));
    const failed = await h.post(invoicePaymentFailed({ subscription: sub, attempt: 2, nextAttempt: T0 + 5 * 86_400, created: T0 + 10 }));
    assert.equal(failed.body.data.outcome, 'applied');
    let stored = await h.payments.findSubscription(school);
    assert.equal(stored?.status, 'past_due');
    assert.equal(stored?.failedAttempts, 2);
    assert.equal(stored?.nextRetryAt, new Date((T0 + 5 * 86_400) * 1000).toISOString());
    assert.equal((await h.school(school)).featured, true, 'past due still features');

    const paid = await h.post(invoicePaymentSucceeded({ subscription: sub, periodEnd: T0 + 60 * 86_400, created: T0 + 20 }));
    assert.equal(paid.body.data.outcome, 'applied');
    stored = await h.payments.findSubscription(school);
    assert.deepEqual([stored?.status, stored?.failedAttempts, stored?.nextRetryAt], ['active', 0, null]);
    assert.equal(stored?.currentPeriodEnd, new Date((T0 + 60 * 86_400) * 1000).toISOString());
  });

  it('a downgrade (plan from the price lookup_key) unfeatures, an upgrade (metadata.plan) features again', async () => {
    const school = h.app.dataset.schools.filter((record) => !record.featured)[3]!.id;
    const sub = 'sub_Plans000001';
    await h.post(checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: sub, created: T0 }));
    const down = await h.post(subscriptionUpdated({ subscription: sub, lookupKey: 'basic', created: T0 + 30 }));
    assert.equal(down.body.data.outcome, 'applied');
    assert.equal((await h.school(school)).featured, false);
    const up = await h.post(subscriptionUpdated({ subscription: sub, schoolId: school, plan: 'featured', created: T0 + 40 }));
    assert.equal(up.body.data.outcome, 'applied');
    assert.equal((await h.school(school)).featured, true);
    assert.equal((await h.payments.findSubscription(school))?.currentPeriodEnd, new Date((T0 + 30 * 86_400) * 1000).toISOString());
  });

  it('an event older than the stored state is acknowledged and not applied', async () => {
    const school = h.app.dataset.schools.filter((record) => !record.featured)[4]!.id;
    const sub = 'sub_Order000001';
    // Stripe delivered the cancellation first: the checkout, created earlier, must not resurrect the listing.
    const deleted = await h.post(subscriptionDeleted({ subscription: sub, schoolId: school, created: T0 + 100 }));
    assert.equal(deleted.body.data.outcome, 'applied');
    const late = await h.post(checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: sub, created: T0 }));
    assert.equal(late.status, 200);
    assert.equal(late.body.data.outcome, 'stale');
    assert.equal((await h.school(school)).featured, false);
    assert.equal((await h.payments.findSubscription(school))?.status, 'canceled');
  });

  it('acknowledges events it cannot place, and types it does not act on', async () => {
    const unknownSubscription = await h.post(invoicePaymentSucceeded({ subscription: 'sub_Nobody000001' }));
    assert.equal(unknownSubscription.status, 200);
    assert.equal(unknownSubscription.body.data.outcome, 'unmatched');
    const otherType = await h.post(anEvent('customer.created', { id: 'cus_Other000001', object: 'customer' }));
    assert.deepEqual([otherType.status, otherType.body.data.outcome], [200, 'ignored']);
    const oldVersion = checkoutSubscriptionCompleted({ schoolId: 1, plan: 'featured' });
    oldVersion.api_version = '2024-06-20';
    const old = await h.post(oldVersion);
    assert.deepEqual([old.status, old.body.data.outcome], [200, 'ignored']);
    assert.match(old.body.data.reason, /predates/);
    const unknownSchool = await h.post(checkoutSubscriptionCompleted({ schoolId: 999_999, plan: 'featured', subscription: 'sub_Nobody000002' }));
    assert.equal(unknownSchool.body.data.outcome, 'applied');
    assert.match(unknownSchool.body.data.reason, /not in the directory/);
  });
});

describe('the payment callback, booking payments', () => {
  let h: Harness;
  before(async () => { h = await harness(); });
  after(() => h.app.stop());

  it('records a paid booking, then partial and full refunds found through the payment intent', async () => {
    const paid = await h.post(checkoutPaymentCompleted({ bookingId: 501, paymentIntent: 'pi_Book000001', amount: 12_000, currency: 'chf', created: T0 }));
    assert.equal(paid.body.data.outcome, 'applied');
    assert.deepEqual(pick(await h.payments.findBookingPayment(501)), { status: 'paid', amountPaid: 12_000, amountRefunded: 0, currency: 'CHF' });

    const partial = await h.post(chargeRefunded({ paymentIntent: 'pi_Book000001', amount: 12_000, refunded: 2_000, created: T0 + 10 }));
    assert.equal(partial.body.data.outcome, 'applied');
    assert.deepEqual(pick(await h.payments.findBookingPayment(501)), { status: 'partially_refunded', amountPaid: 12_000, amountRefunded: 2_000, currency: 'CHF' });

    const full = chargeRefunded({ paymentIntent: 'pi_Book000001', amount: 12_000, refunded: 12_000, created: T0 + 20 });
    assert.equal((await h.post(full)).body.data.outcome, 'applied');
    assert.equal((await h.post(full)).body.data.outcome, 'duplicate');
    assert.deepEqual(pick(await h.payments.findBookingPayment(501)), { status: 'refunded', amountPaid: 12_000, amountRefunded: 12_000, currency: 'CHF' });
  });

  it('ignores a checkout whose payment has not arrived yet, and a refund of an unknown payment', async () => {
    const pending = await h.post(checkoutPaymentCompleted({ bookingId: 502, paymentIntent: 'pi_Book000002', paymentStatus: 'unpaid' }));
    assert.equal(pending.body.data.outcome, 'ignored');
    assert.equal(await h.payments.findBookingPayment(502), null);
    const stray = await h.post(chargeRefunded({ paymentIntent: 'pi_Unknown000001', refunded: 100 }));
    assert.equal(stray.body.data.outcome, 'unmatched');
  });
});

function pick(payment: { status: string; amountPaid: number; amountRefunded: number; currency: string } | null) {
  assert.ok(payment);
  const { status, amountPaid, amountRefunded, currency } = payment;
  return { status, amountPaid, amountRefunded, currency };
}

describe('the payment callback refuses what it cannot trust', () => {
  let h: Harness;
  before(async () => { h = await harness(); });
  after(() => h.app.stop());

  const event = () => checkoutSubscriptionCompleted({ schoolId: 1, plan: 'featured', subscription: 'sub_Refuse000001' });
  const send = (payload: string, headers: Record<string, string>) => h.app.inject({ method: 'POST', url: PATH, payload, headers });

  async function assertRefused(response: { statusCode: number; payload: string }, message: RegExp): Promise<void> {
    assert.equal(response.statusCode, 400);
    const body = JSON.parse(response.payload);
    assert.equal(body.error.code, 'invalid_signature');
    assert.match(body.error.message, message);
    assert.equal(await h.payments.findSubscription(1), null, 'nothing was stored');
  }

  it('refuses a missing, a malformed and a wrong signature', async () => {
    const { payload, headers } = signed(event());
    await assertRefused(await send(payload, { 'content-type': 'application/json' }), /Missing Stripe-Signature/);
    await assertRefused(await send(payload, { ...headers, 'stripe-signature': 'not a signature' }), /Malformed/);
    await assertRefused(await send(payload, signed(event(), { secret: 'whsec_wrong' }).headers), /does not match/);
  });

  it('refuses an expired timestamp and a tampered body', async () => {
    const expired = signed(event(), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await assertRefused(await send(expired.payload, expired.headers), /tolerance/);
    const genuine = signed(event());
    await assertRefused(await send(genuine.payload.replace('"featured"', '"basic"'), genuine.headers), /does not match/);
  });

  it('refuses a signed body that is not a Stripe event', async () => {
    const notJson = signed('{"id": "evt_x", "object": ');
    await assertRefused(await send(notJson.payload, notJson.headers), /not JSON/);
    const notEvent = signed(JSON.stringify({ id: 'evt_Test', object: 'event' }));
    await assertRefused(await send(notEvent.payload, notEvent.headers), /not a Stripe event/);
  });

  it('answers an oversize body with 413 before verifying it', async () => {
    const big = event();
    big.data.object.padding = 'x'.repeat(300 * 1024);
    const { payload, headers } = signed(big);
    const response = await send(payload, headers);
    assert.equal(response.statusCode, 413);
    assert.equal(JSON.parse(response.payload).error.code, 'payload_too_large');
  });

  it('answers only POST', async () => {
    const response = await h.app.inject(PATH);
    assert.equal(response.statusCode, 405);
    assert.equal(response.headers.allow, 'POST');
  });
});

describe('the payment callback without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 not_configured and changes nothing', async () => {
    const h = await harness({ secret: null });
    try {
      const response = await h.post(checkoutSubscriptionCompleted({ schoolId: 1, plan: 'featured' }));
      assert.equal(response.status, 503);
      assert.equal(response.body.error.code, 'not_configured');
      assert.equal(await h.payments.findSubscription(1), null);
    } finally {
      await h.app.stop();
    }
  });
});

describe('the payment callback when storing fails', () => {
  /** `target` with some methods replaced; the others still run on `target` itself (its private fields need it). */
  function overriding<T extends object>(target: T, overrides: Record<string, unknown>): T {
    return new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string' && key in overrides) return overrides[key];
        const value = Reflect.get(object, key, receiver);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  }

  /** The real stores, except that the chosen write fails once. */
  function failingOnce(method: 'saveSubscription' | 'setFeatured' | 'recordProcessedEvent') {
    let failures = 0;
    const wrap = (directory: DirectoryBackend): DirectoryBackend => {
      const original = method === 'setFeatured' ? directory.featuredSchools : directory.payments;
      const replaced = async (...args: unknown[]) => {
        if (failures > 0) return (original as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[method]!(...args);
        failures += 1;
        throw new Error(`${method} failed (injected)`);
      };
      return method === 'setFeatured'
        ? { ...directory, featuredSchools: overriding(directory.featuredSchools, { setFeatured: replaced }), close: () => directory.close() }
        : { ...directory, payments: overriding(directory.payments, { [method]: replaced }), close: () => directory.close() };
    };
    return { wrap, failures: () => failures };
  }

  for (const method of ['saveSubscription', 'setFeatured', 'recordProcessedEvent'] as const) {
    it(`answers 500 when ${method} fails, and the retry applies the event once`, async () => {
      const injected = failingOnce(method);
      const h = await harness({ wrap: injected.wrap });
      try {
        const school = h.app.dataset.schools.find((record) => !record.featured)!.id;
        const event = checkoutSubscriptionCompleted({ schoolId: school, plan: 'featured', subscription: `sub_Fail${method}` });
        const failed = await h.post(event);
        assert.equal(failed.status, 500);
        assert.equal(failed.body.error.code, 'internal_error');
        assert.equal(injected.failures(), 1);
        const retried = await h.post(event);
        assert.equal(retried.status, 200);
        assert.ok(['applied', 'duplicate'].includes(retried.body.data.outcome));
        assert.equal((await h.school(school)).featured, true);
        assert.deepEqual((await h.payments.findSubscription(school))?.recentEventIds, [event.id]);
        assert.equal(await h.payments.hasProcessedEvent(event.id), true);
      } finally {
        await h.app.stop();
      }
    });
  }
});

/**
 * The PaymentRepository contract, run against every adapter: null for
 * nothing stored, compare-and-set saves that report a lost race, provider
 * ids mapped to their owner, one owner per provider id, idempotent records
 * of handled events, and stored states that a caller cannot change through
 * what it was handed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PaymentRepository } from '../../src/application/ports/payment-repository.js';
import type { BookingPayment, SchoolSubscription } from '../../src/domain/payments.js';

export type MakePaymentRepository = () => Promise<{ payments: PaymentRepository; close?: () => Promise<void> }>;

export function aSubscription(overrides: Partial<SchoolSubscription> & { schoolId: number }): SchoolSubscription {
  return {
    plan: 'featured',
    status: 'active',
    currentPeriodEnd: '2026-02-10T09:00:00.000Z',
    failedAttempts: 0,
    nextRetryAt: null,
    providerSubscriptionId: `sub_Contract${overrides.schoolId}`,
    providerCustomerId: `cus_Contract${overrides.schoolId}`,
    lastEventId: `evt_Contract${overrides.schoolId}a`,
    lastEventCreated: 1_767_000_000,
    recentEventIds: [`evt_Contract${overrides.schoolId}a`],
    ...overrides,
  };
}

export function aBookingPayment(overrides: Partial<BookingPayment> & { bookingId: number }): BookingPayment {
  return {
    status: 'paid',
    amountPaid: 12_000,
    amountRefunded: 0,
    currency: 'CHF',
    providerPaymentIntentId: `pi_Contract${overrides.bookingId}`,
    lastEventId: `evt_Booking${overrides.bookingId}a`,
    lastEventCreated: 1_767_000_000,
    recentEventIds: [`evt_Booking${overrides.bookingId}a`],
    ...overrides,
  };
}

export function paymentRepositoryContract(name: string, make: MakePaymentRepository, options: { skip?: string | false } = {}): void {
  describe(`PaymentRepository contract: ${name}`, { skip: options.skip ?? false }, () => {
    const withRepository = (test: (payments: PaymentRepository) => Promise<void>) => async () => {
      const { payments, close } = await make();
      try {
        await test(payments);
      } finally {
        await close?.();
      }
    };

    it('finds nothing in an empty store', withRepository(async (payments) => {
      assert.equal(await payments.findSubscription(1), null);
      assert.equal(await payments.findSubscriptionByProviderId('sub_None'), null);
      assert.equal(await payments.findBookingPayment(1), null);
      assert.equal(await payments.findBookingPaymentByProviderId('pi_None'), null);
      assert.equal(await payments.hasProcessedEvent('evt_None'), false);
    }));

    it('inserts a subscription once, then updates it only from the state it was read in', withRepository(async (payments) => {
      const first = aSubscription({ schoolId: 7 });
      assert.equal(await payments.saveSubscription(first, null), true);
      assert.deepEqual(await payments.findSubscription(7), first);
      assert.deepEqual(await payments.findSubscriptionByProviderId(first.providerSubscriptionId), first);
      assert.equal(await payments.saveSubscription({ ...first, lastEventId: 'evt_Other' }, null), false, 'a second insert lost the race');

      const next = { ...first, status: 'past_due' as const, failedAttempts: 1, lastEventId: 'evt_Contract7b', recentEventIds: [...first.recentEventIds, 'evt_Contract7b'] };
      assert.equal(await payments.saveSubscription(next, 'evt_Stale'), false, 'read from another state');
      assert.deepEqual(await payments.findSubscription(7), first);
      assert.equal(await payments.saveSubscription(next, first.lastEventId), true);
      assert.deepEqual(await payments.findSubscription(7), next);
    }));

    it('follows a school to its new provider subscription, and keeps one school per subscription', withRepository(async (payments) => {
      const old = aSubscription({ schoolId: 8, providerSubscriptionId: 'sub_Old8' });
      await payments.saveSubscription(old, null);
      const renewed = { ...old, providerSubscriptionId: 'sub_New8', lastEventId: 'evt_New8', recentEventIds: ['evt_New8'] };
      assert.equal(await payments.saveSubscription(renewed, old.lastEventId), true);
      assert.equal(await payments.findSubscriptionByProviderId('sub_Old8'), null);
      assert.equal((await payments.findSubscriptionByProviderId('sub_New8'))?.schoolId, 8);
      await assert.rejects(payments.saveSubscription(aSubscription({ schoolId: 9, providerSubscriptionId: 'sub_New8' }), null));
      assert.equal(await payments.findSubscription(9), null);
    }));

    it('stores booking payments the same way, found by booking or payment intent', withRepository(async (payments) => {
      const paid = aBookingPayment({ bookingId: 31 });
      assert.equal(await payments.saveBookingPayment(paid, null), true);
      assert.equal(await payments.saveBookingPayment(paid, null), false);
      assert.deepEqual(await payments.findBookingPayment(31), paid);
      assert.deepEqual(await payments.findBookingPaymentByProviderId(paid.providerPaymentIntentId!), paid);
      const refunded = { ...paid, status: 'refunded' as const, amountRefunded: 12_000, lastEventId: 'evt_Booking31b', recentEventIds: [...paid.recentEventIds, 'evt_Booking31b'] };
      assert.equal(await payments.saveBookingPayment(refunded, 'evt_Stale'), false);
      assert.equal(await payments.saveBookingPayment(refunded, paid.lastEventId), true);
      assert.deepEqual(await payments.findBookingPayment(31), refunded);
      const other = aBookingPayment({ bookingId: 32, providerPaymentIntentId: paid.providerPaymentIntentId });
      await assert.rejects(payments.saveBookingPayment(other, null));
      const unpaired = aBookingPayment({ bookingId: 33, providerPaymentIntentId: null });
      const alsoUnpaired = aBookingPayment({ bookingId: 34, providerPaymentIntentId: null });
      assert.equal(await payments.saveBookingPayment(unpaired, null), true);
      assert.equal(await payments.saveBookingPayment(alsoUnpaired, null), true, 'payments without a provider id do not clash');
    }));

    it('records handled events idempotently', withRepository(async (payments) => {
      const record = { eventId: 'evt_Handled1', type: 'invoice.payment_succeeded', created: 1_767_000_000, outcome: 'applied', processedAtMs: 1_767_000_001_000 };
      await payments.recordProcessedEvent(record);
      await payments.recordProcessedEvent({ ...record, outcome: 'duplicate' });
      assert.equal(await payments.hasProcessedEvent('evt_Handled1'), true);
      assert.equal(await payments.hasProcessedEvent('evt_Handled2'), false);
    }));

    it('never lets a caller change the store through a state it was handed', withRepository(async (payments) => {
      const stored = aSubscription({ schoolId: 11 });
      await payments.saveSubscription(stored, null);
      const handed = (await payments.findSubscription(11)) as SchoolSubscription;
      try {
        (handed as { status: string }).status = 'canceled';
        (handed.recentEventIds as string[]).push('evt_Sneaky');
      } catch {
        // A frozen state refuses the change outright; that is fine too.
      }
      assert.deepEqual(await payments.findSubscription(11), stored);
    }));
  });
}

/**
 * The unique indexes that make the payment receiver idempotent: one
 * subscription per school, one payment per booking, one application per
 * Stripe event. The load command creates them with the directory's (see
 * ../indexes.ts), so they exist before the receiver's first write.
 */
import type { IndexPlan } from '../index-plan.js';
import { PAYMENT_COLLECTIONS } from './payment-collections.js';

/** Payment ids are only unique once present: a partial index ignores documents without one (absent or null). */
const whenString = (field: string) => ({ partialFilterExpression: { [field]: { $type: 'string' } } });

export const PAYMENT_INDEX_PLANS: readonly IndexPlan[] = [
  { collection: PAYMENT_COLLECTIONS.schoolSubscriptions, key: { schoolId: 1 }, options: { name: 'school_unique', unique: true }, serves: 'one listing subscription per school (upsert by metadata.schoolId)' },
  { collection: PAYMENT_COLLECTIONS.schoolSubscriptions, key: { stripeSubscriptionId: 1 }, options: { name: 'stripe_subscription_unique', unique: true, ...whenString('stripeSubscriptionId') }, serves: 'customer.subscription.* and invoice.* -> school' },
  { collection: PAYMENT_COLLECTIONS.schoolSubscriptions, key: { stripeCustomerId: 1 }, options: { name: 'stripe_customer' }, serves: 'events that carry only the customer id -> school' },
  { collection: PAYMENT_COLLECTIONS.bookingPayments, key: { bookingId: 1 }, options: { name: 'booking_unique', unique: true }, serves: 'one payment record per booking (upsert by metadata.bookingId)' },
  { collection: PAYMENT_COLLECTIONS.bookingPayments, key: { stripePaymentIntentId: 1 }, options: { name: 'stripe_payment_intent_unique', unique: true, ...whenString('stripePaymentIntentId') }, serves: 'charge.refunded -> booking' },
  { collection: PAYMENT_COLLECTIONS.processedEvents, key: { eventId: 1 }, options: { name: 'event_unique', unique: true }, serves: 'a redelivered event is applied once (insert fails with a duplicate key)' },
];

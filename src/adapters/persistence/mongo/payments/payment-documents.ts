/**
 * How payment states are stored in MongoDB: the domain's fields, with the
 * provider ids under the names the unique indexes use (payment-indexes.ts).
 * Reads use whitelist projections, so `_id` never leaves this folder.
 */
import type { BookingPayment, SchoolSubscription } from '../../../../domain/payments.js';

export interface SubscriptionDocument {
  schoolId: number;
  plan: SchoolSubscription['plan'];
  status: SchoolSubscription['status'];
  currentPeriodEnd: string | null;
  failedAttempts: number;
  nextRetryAt: string | null;
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  lastEventId: string;
  lastEventCreated: number;
  recentEventIds: string[];
}

export interface BookingPaymentDocument {
  bookingId: number;
  status: BookingPayment['status'];
  amountPaid: number;
  amountRefunded: number;
  currency: string;
  stripePaymentIntentId: string | null;
  lastEventId: string;
  lastEventCreated: number;
  recentEventIds: string[];
}

const APPLIED_EVENTS = { lastEventId: 1, lastEventCreated: 1, recentEventIds: 1 } as const;

export const SUBSCRIPTION_PROJECTION = {
  _id: 0, schoolId: 1, plan: 1, status: 1, currentPeriodEnd: 1, failedAttempts: 1, nextRetryAt: 1,
  stripeSubscriptionId: 1, stripeCustomerId: 1, ...APPLIED_EVENTS,
} as const;

export const BOOKING_PAYMENT_PROJECTION = {
  _id: 0, bookingId: 1, status: 1, amountPaid: 1, amountRefunded: 1, currency: 1, stripePaymentIntentId: 1, ...APPLIED_EVENTS,
} as const;

export function toSubscriptionDocument(subscription: SchoolSubscription): SubscriptionDocument {
  const { providerSubscriptionId, providerCustomerId, recentEventIds, ...rest } = subscription;
  return { ...rest, recentEventIds: [...recentEventIds], stripeSubscriptionId: providerSubscriptionId, stripeCustomerId: providerCustomerId };
}

export function fromSubscriptionDocument(doc: SubscriptionDocument): SchoolSubscription {
  return {
    schoolId: doc.schoolId,
    plan: doc.plan,
    status: doc.status,
    currentPeriodEnd: doc.currentPeriodEnd,
    failedAttempts: doc.failedAttempts,
    nextRetryAt: doc.nextRetryAt,
    providerSubscriptionId: doc.stripeSubscriptionId,
    providerCustomerId: doc.stripeCustomerId,
    lastEventId: doc.lastEventId,
    lastEventCreated: doc.lastEventCreated,
    recentEventIds: doc.recentEventIds,
  };
}

export function toBookingPaymentDocument(payment: BookingPayment): BookingPaymentDocument {
  const { providerPaymentIntentId, recentEventIds, ...rest } = payment;
  return { ...rest, recentEventIds: [...recentEventIds], stripePaymentIntentId: providerPaymentIntentId };
}

export function fromBookingPaymentDocument(doc: BookingPaymentDocument): BookingPayment {
  return {
    bookingId: doc.bookingId,
    status: doc.status,
    amountPaid: doc.amountPaid,
    amountRefunded: doc.amountRefunded,
    currency: doc.currency,
    providerPaymentIntentId: doc.stripePaymentIntentId,
    lastEventId: doc.lastEventId,
    lastEventCreated: doc.lastEventCreated,
    recentEventIds: doc.recentEventIds,
  };
}

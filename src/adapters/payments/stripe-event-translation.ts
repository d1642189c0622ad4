/**
 * Stripe's events, as the core's PaymentChange. Fields are read where the
 * pinned API version puts them (STRIPE_API_VERSION; the same since
 * 2025-03-31.basil): an invoice's subscription and its metadata snapshot
 * under `parent.subscription_details`, a subscription's period end on its
 * items.
 */
import type { PaymentChange, SubscriptionChange } from '../../domain/payment-events.js';
import { isSubscriptionStatus } from '../../domain/payments.js';
import {
  idAt, integerAt, isoAt, latestIso, listItems, objectAt, planAt, recordIdAt, stringAt, type StripeObject,
} from './stripe-fields.js';

/** The API version the receiver reads; set the endpoint in the Stripe dashboard to it (README "Payment callback"). */
export const STRIPE_API_VERSION = '2026-10-28.endive';
/** Versions before this one put an invoice's subscription elsewhere: reading them here would misplace it. */
const EARLIEST_READABLE_VERSION = '2025-03-31';

const ignored = (reason: string): PaymentChange => ({ kind: 'ignored', reason });

export function translateStripeEvent(type: string, apiVersion: string | null, object: StripeObject): PaymentChange {
  if (apiVersion !== null && apiVersion < EARLIEST_READABLE_VERSION) {
    return ignored(`API version ${apiVersion} predates ${EARLIEST_READABLE_VERSION}: set the endpoint to ${STRIPE_API_VERSION}`);
  }
  switch (type) {
    case 'checkout.session.completed':
      return checkoutCompleted(object);
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
      return invoiceSettled(type, object);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(type, object);
    case 'charge.refunded':
      return chargeRefunded(object);
    default:
      return ignored(`event type ${type} is not one the receiver acts on`);
  }
}

function checkoutCompleted(session: StripeObject): PaymentChange {
  const paid = session.payment_status === 'paid';
  if (session.mode === 'subscription') {
    const providerSubscriptionId = idAt(session.subscription);
    if (providerSubscriptionId === null) return ignored('subscription checkout without a subscription id');
    return {
      kind: 'subscription_started',
      schoolId: recordIdAt(session.metadata, 'schoolId'),
      providerSubscriptionId,
      providerCustomerId: idAt(session.customer),
      plan: planAt(objectAt(session.metadata)?.plan),
      // A trial needs no payment; an unpaid checkout has not started anything the contract features.
      status: paid ? 'active' : session.payment_status === 'no_payment_required' ? 'trialing' : 'incomplete',
    };
  }
  if (session.mode === 'payment') {
    // Delayed payment methods complete the checkout before the money arrives; that is not a paid booking yet.
    if (!paid) return ignored(`payment checkout ${String(session.id)} is ${String(session.payment_status)}, not paid`);
    const amount = integerAt(session.amount_total);
    const currency = stringAt(session.currency);
    if (amount === null || currency === null) return ignored('payment checkout without amount_total or currency');
    return {
      kind: 'booking_paid',
      bookingId: recordIdAt(session.metadata, 'bookingId'),
      providerPaymentIntentId: idAt(session.payment_intent),
      amount,
      currency,
    };
  }
  return ignored(`checkout mode ${String(session.mode)} changes nothing here`);
}

function invoiceSettled(type: 'invoice.payment_succeeded' | 'invoice.payment_failed', invoice: StripeObject): PaymentChange {
  const details = objectAt(objectAt(invoice.parent)?.subscription_details);
  const providerSubscriptionId = idAt(details?.subscription);
  if (providerSubscriptionId === null) return ignored(`invoice ${String(invoice.id)} does not belong to a subscription`);
  const ref = { schoolId: recordIdAt(details?.metadata, 'schoolId'), providerSubscriptionId, providerCustomerId: idAt(invoice.customer) };
  if (type === 'invoice.payment_succeeded') {
    const periods = listItems(invoice.lines).map((line) => objectAt(line.period)?.end);
    return { kind: 'subscription_renewed', ...ref, currentPeriodEnd: latestIso(periods) };
  }
  return { kind: 'subscription_payment_failed', ...ref, failedAttempts: integerAt(invoice.attempt_count) ?? 1, nextRetryAt: isoAt(invoice.next_payment_attempt) };
}

function subscriptionChanged(type: 'customer.subscription.updated' | 'customer.subscription.deleted', subscription: StripeObject): PaymentChange {
  const providerSubscriptionId = idAt(subscription.id);
  if (providerSubscriptionId === null) return ignored('subscription without an id');
  const items = listItems(subscription.items);
  const ref = { schoolId: recordIdAt(subscription.metadata, 'schoolId'), providerSubscriptionId, providerCustomerId: idAt(subscription.customer) };
  if (type === 'customer.subscription.deleted') return { kind: 'subscription_ended', ...ref };
  if (!isSubscriptionStatus(subscription.status)) return ignored(`subscription status ${String(subscription.status)} is unknown`);
  const change: SubscriptionChange = {
    kind: 'subscription_changed',
    ...ref,
    plan: planAt(objectAt(subscription.metadata)?.plan) ?? planAt(objectAt(items[0]?.price)?.lookup_key),
    status: subscription.status,
    currentPeriodEnd: latestIso(items.map((item) => item.current_period_end)),
  };
  return change;
}

function chargeRefunded(charge: StripeObject): PaymentChange {
  const amount = integerAt(charge.amount);
  const amountRefunded = integerAt(charge.amount_refunded);
  const currency = stringAt(charge.currency);
  if (amount === null || amountRefunded === null || currency === null) return ignored('refunded charge without amount, amount_refunded or currency');
  return {
    kind: 'booking_refunded',
    bookingId: recordIdAt(charge.metadata, 'bookingId'),
    providerPaymentIntentId: idAt(charge.payment_intent),
    amount,
    amountRefunded,
    currency,
  };
}

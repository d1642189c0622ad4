/**
 * How an event changes a stored payment state, as pure functions: the
 * exactly-once and ordering rules of CONTRACT.md live here once, for every
 * store. An event already applied to the state is a duplicate; one older
 * (by `created`) than the event that wrote the state is stale; both leave
 * the state as it is.
 */
import type { BookingPaymentChange, PaymentEvent, SubscriptionChange } from './payment-events.js';
import {
  bookingPaymentStatus, hasEnded, RECENT_EVENT_IDS, type AppliedEvents, type BookingPayment, type SchoolSubscription,
} from './payments.js';

export type Transition<T> =
  | { outcome: 'applied'; next: T }
  | { outcome: 'duplicate' | 'stale' }
  /** The event cannot be placed on this state (e.g. it concerns a subscription the school no longer has). */
  | { outcome: 'unmatched'; reason: string };

function alreadyDecided(current: AppliedEvents | null, event: PaymentEvent): Transition<never> | null {
  if (current === null) return null;
  if (current.recentEventIds.includes(event.id)) return { outcome: 'duplicate' };
  // Equal seconds are common (a checkout and its subscription update): those apply in arrival order.
  if (event.created < current.lastEventCreated) return { outcome: 'stale' };
  return null;
}

function stamped(current: AppliedEvents | null, event: PaymentEvent): AppliedEvents {
  const recent = [...(current?.recentEventIds ?? []), event.id].slice(-RECENT_EVENT_IDS);
  return { lastEventId: event.id, lastEventCreated: event.created, recentEventIds: recent };
}

export function transitionSubscription(
  schoolId: number,
  current: SchoolSubscription | null,
  event: PaymentEvent<SubscriptionChange>,
): Transition<SchoolSubscription> {
  const decided = alreadyDecided(current, event);
  if (decided) return decided;
  const change = event.change;
  const same = current !== null && current.providerSubscriptionId === change.providerSubscriptionId;
  // A school has one listing subscription: another one replaces it when it starts, or when the stored one is over.
  const replaces = change.kind === 'subscription_started' || (change.kind === 'subscription_changed' && current !== null && hasEnded(current));
  if (current !== null && !same && !replaces) {
    return { outcome: 'unmatched', reason: `school ${schoolId} is subscribed through ${current.providerSubscriptionId}, not ${change.providerSubscriptionId}` };
  }
  const base: SchoolSubscription | null = same ? current : null;
  if (base === null && (change.kind === 'subscription_renewed' || change.kind === 'subscription_payment_failed')) {
    // An invoice names no plan: it can only update a subscription this service already knows.
    return { outcome: 'unmatched', reason: `no stored subscription ${change.providerSubscriptionId} for school ${schoolId}` };
  }
  const ended = base !== null && hasEnded(base);
  const fresh: SchoolSubscription = {
    schoolId,
    plan: base?.plan ?? 'basic',
    status: base?.status ?? 'active',
    currentPeriodEnd: base?.currentPeriodEnd ?? null,
    failedAttempts: base?.failedAttempts ?? 0,
    nextRetryAt: base?.nextRetryAt ?? null,
    providerSubscriptionId: change.providerSubscriptionId,
    providerCustomerId: change.providerCustomerId ?? base?.providerCustomerId ?? null,
    ...stamped(current, event),
  };
  switch (change.kind) {
    case 'subscription_started':
      return { outcome: 'applied', next: { ...fresh, plan: change.plan ?? fresh.plan, status: change.status, failedAttempts: 0, nextRetryAt: null } };
    case 'subscription_renewed':
      return {
        outcome: 'applied',
        next: { ...fresh, status: ended ? fresh.status : 'active', currentPeriodEnd: change.currentPeriodEnd ?? fresh.currentPeriodEnd, failedAttempts: 0, nextRetryAt: null },
      };
    case 'subscription_payment_failed':
      return { outcome: 'applied', next: { ...fresh, status: ended ? fresh.status : 'past_due', failedAttempts: change.failedAttempts, nextRetryAt: change.nextRetryAt } };
    case 'subscription_changed':
      return {
        outcome: 'applied',
        next: { ...fresh, plan: change.plan ?? fresh.plan, status: change.status, currentPeriodEnd: change.currentPeriodEnd ?? fresh.currentPeriodEnd },
      };
    case 'subscription_ended':
      return { outcome: 'applied', next: { ...fresh, status: 'canceled', nextRetryAt: null } };
  }
}

export function transitionBookingPayment(
  bookingId: number,
  current: BookingPayment | null,
  event: PaymentEvent<BookingPaymentChange>,
): Transition<BookingPayment> {
  const decided = alreadyDecided(current, event);
  if (decided) return decided;
  const change = event.change;
  const amountPaid = change.amount;
  // The provider reports the refunded running total, so a refund applied twice cannot count twice.
  const amountRefunded = change.kind === 'booking_refunded' ? change.amountRefunded : current?.amountRefunded ?? 0;
  return {
    outcome: 'applied',
    next: {
      bookingId,
      status: bookingPaymentStatus(amountPaid, amountRefunded),
      amountPaid,
      amountRefunded,
      currency: change.currency.toUpperCase(),
      providerPaymentIntentId: change.providerPaymentIntentId ?? current?.providerPaymentIntentId ?? null,
      ...stamped(current, event),
    },
  };
}

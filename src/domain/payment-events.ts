/**
 * The payment provider's callbacks (SPEC.md 6.1) as the core understands
 * them: each of the six events translated into the one change it asks for.
 * The provider adapter fills these from its own payloads; nothing here
 * knows Stripe's field names.
 */
import type { Plan, SubscriptionStatus } from './payments.js';

/** The event types the receiver acts on; every other type is acknowledged and ignored. */
export const RECEIVED_EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const;
export type ReceivedEventType = (typeof RECEIVED_EVENT_TYPES)[number];

/** Which subscription an event is about: the school when the event names it, else only the provider's ids. */
interface SubscriptionRef {
  schoolId: number | null;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
}

/** Which booking payment an event is about: the booking when the event names it, else the provider's payment id. */
interface BookingRef {
  bookingId: number | null;
  providerPaymentIntentId: string | null;
}

export type SubscriptionChange =
  /** A checkout in subscription mode completed. `plan` null: the event does not say. */
  | (SubscriptionRef & { kind: 'subscription_started'; plan: Plan | null; status: SubscriptionStatus })
  /** An invoice of the subscription was paid. */
  | (SubscriptionRef & { kind: 'subscription_renewed'; currentPeriodEnd: string | null })
  /** An invoice payment failed; the provider retries at `nextRetryAt` (null: no more retries). */
  | (SubscriptionRef & { kind: 'subscription_payment_failed'; failedAttempts: number; nextRetryAt: string | null })
  /** The subscription itself changed: plan, status or period. */
  | (SubscriptionRef & { kind: 'subscription_changed'; plan: Plan | null; status: SubscriptionStatus; currentPeriodEnd: string | null })
  /** The subscription was cancelled or expired. */
  | (SubscriptionRef & { kind: 'subscription_ended' });

export type BookingPaymentChange =
  /** A checkout in payment mode was paid: `amount` in minor units. */
  | (BookingRef & { kind: 'booking_paid'; amount: number; currency: string })
  /** A charge was refunded, wholly or in part: `amountRefunded` is the running total. */
  | (BookingRef & { kind: 'booking_refunded'; amount: number; amountRefunded: number; currency: string });

/** An event the receiver acknowledges without acting on, and why (an unknown type, a one-time checkout still unpaid). */
export interface IgnoredChange {
  kind: 'ignored';
  reason: string;
}

export type PaymentChange = SubscriptionChange | BookingPaymentChange | IgnoredChange;

/** One verified provider event: its identity and time, and the change it asks for. */
export interface PaymentEvent<C extends PaymentChange = PaymentChange> {
  /** The provider's event id (`evt_…`), unique per event and repeated on every redelivery. */
  id: string;
  /** The provider's event type, e.g. `invoice.payment_failed`. */
  type: string;
  /** When the provider created the event, Unix seconds: orders events about the same state. */
  created: number;
  change: C;
}

export function isSubscriptionChange(change: PaymentChange): change is SubscriptionChange {
  return change.kind.startsWith('subscription_');
}

export function isBookingPaymentChange(change: PaymentChange): change is BookingPaymentChange {
  return change.kind.startsWith('booking_');
}

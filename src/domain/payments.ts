/**
 * What money changes in the directory (CONTRACT.md "Payment callback"): a
 * school's listing subscription, from which its `featured` flag derives, and
 * the payment state of a booking. Provider-neutral: the Stripe adapter
 * translates into these, the stores keep them.
 */

/** `basic` lists a school; `featured` lists it and features it. */
export const PLANS = ['basic', 'featured'] as const;
export type Plan = (typeof PLANS)[number];

/** Stripe's subscription statuses, which are also the lifecycle this service keeps. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses after which a subscription never comes back: a new one replaces it. */
const ENDED: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);
/** Past due still features: the provider is retrying the payment, and a lapse of days must not flap the listing. */
const FEATURING: ReadonlySet<SubscriptionStatus> = new Set(['active', 'past_due']);

/**
 * The provider event that last wrote a stored state, and the recent ones
 * applied to it. Stored in the same document as the state, so the state and
 * "this event was applied" are written together or not at all.
 */
export interface AppliedEvents {
  /** Id of the last event applied. */
  lastEventId: string;
  /** Its `created`, Unix seconds: an event older than this is stale. */
  lastEventCreated: number;
  /** The most recent event ids applied (bounded), newest last. */
  recentEventIds: readonly string[];
}

/** How many applied event ids a stored state remembers: far more than a provider ever redelivers out of order. */
export const RECENT_EVENT_IDS = 50;

export interface SchoolSubscription extends AppliedEvents {
  schoolId: number;
  plan: Plan;
  status: SubscriptionStatus;
  /** ISO 8601 UTC, when the paid period ends; null until an event says. */
  currentPeriodEnd: string | null;
  /** Failed attempts at the current invoice; 0 once one is paid. */
  failedAttempts: number;
  /** ISO 8601 UTC of the provider's next automatic retry; null when none is scheduled. */
  nextRetryAt: string | null;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
}

export const BOOKING_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** Amounts in the currency's minor unit (cents), as the provider reports them. */
export interface BookingPayment extends AppliedEvents {
  bookingId: number;
  status: BookingPaymentStatus;
  amountPaid: number;
  amountRefunded: number;
  /** ISO 4217, upper case. */
  currency: string;
  providerPaymentIntentId: string | null;
}

export function isFeatured(subscription: Pick<SchoolSubscription, 'plan' | 'status'> | null): boolean {
  return subscription !== null && subscription.plan === 'featured' && FEATURING.has(subscription.status);
}

export function hasEnded(subscription: Pick<SchoolSubscription, 'status'>): boolean {
  return ENDED.has(subscription.status);
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** Paid, partly refunded or wholly refunded, from the amounts alone. */
export function bookingPaymentStatus(amountPaid: number, amountRefunded: number): BookingPaymentStatus {
  if (amountRefunded <= 0) return 'paid';
  return amountRefunded >= amountPaid ? 'refunded' : 'partially_refunded';
}

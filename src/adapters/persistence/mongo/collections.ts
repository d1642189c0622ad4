/**
 * Collection names, in one place so that the repositories, the index step
 * and the loader cannot drift apart.
 */
export const COLLECTIONS = {
  schools: 'schools',
  resorts: 'resorts',
  instructors: 'instructors',
  categories: 'categories',
  countries: 'countries',
  /** Write side of the payment receiver: one listing subscription per school. */
  schoolSubscriptions: 'school_subscriptions',
  /** Write side of the payment receiver: one payment record per booking. */
  bookingPayments: 'booking_payments',
  /** Stripe event ids already applied, so that a redelivery changes nothing. */
  processedEvents: 'processed_events',
} as const;

/** The read-only directory, which `--drop` may clear; payment state is never dropped by the loader. */
export const DIRECTORY_COLLECTIONS = [
  COLLECTIONS.schools,
  COLLECTIONS.resorts,
  COLLECTIONS.instructors,
  COLLECTIONS.categories,
  COLLECTIONS.countries,
] as const;

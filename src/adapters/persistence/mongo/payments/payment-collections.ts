/**
 * The payment receiver's state in MongoDB (written by the receiver, never by
 * the directory loader): the names here, their unique indexes beside them in
 * payment-indexes.ts. The receiver's stores will live in this folder.
 */
export const PAYMENT_COLLECTIONS = {
  /** One listing subscription per school. */
  schoolSubscriptions: 'school_subscriptions',
  /** One payment record per booking. */
  bookingPayments: 'booking_payments',
  /** Stripe event ids already applied, so that a redelivery changes nothing. */
  processedEvents: 'processed_events',
} as const;

import type { BookingPayment, SchoolSubscription } from '../../domain/payments.js';

/**
 * The payment receiver's state: one listing subscription per school, one
 * payment per booking, and the provider events already handled.
 * - `find*` returns null when nothing is stored.
 * - `save*` is a compare-and-set: it writes `next` only if the stored state
 *   is still the one last written by `expectedLastEventId` (null: nothing
 *   stored yet), and returns false when another write came first, so the
 *   caller reads again. The state carries the ids of the events applied to
 *   it (domain/payments.ts AppliedEvents) and is written whole in one atomic
 *   write: an event is applied with its id, or not at all.
 * - `recordProcessedEvent` is idempotent: recording an id twice is not an error.
 * - Every method throws the store's own error when it cannot answer; the
 *   receiver then answers 500 and the provider retries.
 */
export interface PaymentRepository {
  findSubscription(schoolId: number): Promise<SchoolSubscription | null>;
  findSubscriptionByProviderId(providerSubscriptionId: string): Promise<SchoolSubscription | null>;
  saveSubscription(next: SchoolSubscription, expectedLastEventId: string | null): Promise<boolean>;

  findBookingPayment(bookingId: number): Promise<BookingPayment | null>;
  findBookingPaymentByProviderId(providerPaymentIntentId: string): Promise<BookingPayment | null>;
  saveBookingPayment(next: BookingPayment, expectedLastEventId: string | null): Promise<boolean>;

  /** Whether an event id was recorded as handled. */
  hasProcessedEvent(eventId: string): Promise<boolean>;
  recordProcessedEvent(record: ProcessedEvent): Promise<void>;
}

export interface ProcessedEvent {
  eventId: string;
  type: string;
  /** The event's `created`, Unix seconds. */
  created: number;
  /** What handling it did (applied, stale, unmatched, ignored, ...). */
  outcome: string;
  /** When it was handled, Unix milliseconds. */
  processedAtMs: number;
}

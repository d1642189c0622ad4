import type { PaymentRepository, ProcessedEvent } from '../../../application/ports/payment-repository.js';
import type { BookingPayment, SchoolSubscription } from '../../../domain/payments.js';

/** Stored states are frozen copies: a caller holding one cannot change what is stored. */
function frozen<T extends { recentEventIds: readonly string[] }>(state: T): T {
  return Object.freeze({ ...state, recentEventIds: Object.freeze([...state.recentEventIds]) });
}

/**
 * PaymentRepository in process memory, for the embedded directory and tests.
 * Each save checks and writes in one synchronous step, so it is as atomic as
 * MongoDB's single-document update. The state lives as long as the process:
 * like the embedded directory, it is not durable.
 */
export class InMemoryPaymentRepository implements PaymentRepository {
  readonly #subscriptions = new Map<number, SchoolSubscription>();
  readonly #schoolOfSubscription = new Map<string, number>();
  readonly #bookings = new Map<number, BookingPayment>();
  readonly #bookingOfPaymentIntent = new Map<string, number>();
  readonly #processed = new Map<string, ProcessedEvent>();

  /** `seed`: subscriptions the directory starts with (the generator's featured schools). */
  constructor(seed: readonly SchoolSubscription[] = []) {
    for (const subscription of seed) this.#putSubscription(subscription);
  }

  async findSubscription(schoolId: number): Promise<SchoolSubscription | null> {
    return this.#subscriptions.get(schoolId) ?? null;
  }

  async findSubscriptionByProviderId(providerSubscriptionId: string): Promise<SchoolSubscription | null> {
    const schoolId = this.#schoolOfSubscription.get(providerSubscriptionId);
    return schoolId === undefined ? null : this.#subscriptions.get(schoolId) ?? null;
  }

  async saveSubscription(next: SchoolSubscription, expectedLastEventId: string | null): Promise<boolean> {
    const stored = this.#subscriptions.get(next.schoolId);
    if ((stored?.lastEventId ?? null) !== expectedLastEventId) return false;
    const owner = this.#schoolOfSubscription.get(next.providerSubscriptionId);
    if (owner !== undefined && owner !== next.schoolId) {
      throw new Error(`Subscription ${next.providerSubscriptionId} already belongs to school ${owner}`);
    }
    if (stored) this.#schoolOfSubscription.delete(stored.providerSubscriptionId);
    this.#putSubscription(next);
    return true;
  }

  async findBookingPayment(bookingId: number): Promise<BookingPayment | null> {
    return this.#bookings.get(bookingId) ?? null;
  }

  async findBookingPaymentByProviderId(providerPaymentIntentId: string): Promise<BookingPayment | null> {
    const bookingId = this.#bookingOfPaymentIntent.get(providerPaymentIntentId);
    return bookingId === undefined ? null : this.#bookings.get(bookingId) ?? null;
  }

  async saveBookingPayment(next: BookingPayment, expectedLastEventId: string | null): Promise<boolean> {
    const stored = this.#bookings.get(next.bookingId);
    if ((stored?.lastEventId ?? null) !== expectedLastEventId) return false;
    const intent = next.providerPaymentIntentId;
    const owner = intent === null ? undefined : this.#bookingOfPaymentIntent.get(intent);
    if (owner !== undefined && owner !== next.bookingId) throw new Error(`Payment ${intent} already belongs to booking ${owner}`);
    if (stored?.providerPaymentIntentId) this.#bookingOfPaymentIntent.delete(stored.providerPaymentIntentId);
    if (intent !== null) this.#bookingOfPaymentIntent.set(intent, next.bookingId);
    this.#bookings.set(next.bookingId, frozen(next));
    return true;
  }

  async hasProcessedEvent(eventId: string): Promise<boolean> {
    return this.#processed.has(eventId);
  }

  async recordProcessedEvent(record: ProcessedEvent): Promise<void> {
    if (!this.#processed.has(record.eventId)) this.#processed.set(record.eventId, Object.freeze({ ...record }));
  }

  #putSubscription(subscription: SchoolSubscription): void {
    this.#subscriptions.set(subscription.schoolId, frozen(subscription));
    this.#schoolOfSubscription.set(subscription.providerSubscriptionId, subscription.schoolId);
  }
}

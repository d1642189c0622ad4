/**
 * PaymentRepository on MongoDB without transactions: each state is one
 * document, and a save is one conditional single-document write (insert, or
 * update matching the last event id read), which MongoDB applies atomically
 * with the ids of the events it carries. The unique indexes of
 * payment-indexes.ts turn a concurrent first write into a duplicate key,
 * which is reported as a lost race.
 */
import type { Db, Filter } from 'mongodb';
import type { PaymentRepository, ProcessedEvent } from '../../../../application/ports/payment-repository.js';
import type { BookingPayment, SchoolSubscription } from '../../../../domain/payments.js';
import { PAYMENT_COLLECTIONS } from './payment-collections.js';
import {
  BOOKING_PAYMENT_PROJECTION, fromBookingPaymentDocument, fromSubscriptionDocument, SUBSCRIPTION_PROJECTION,
  toBookingPaymentDocument, toSubscriptionDocument, type BookingPaymentDocument, type SubscriptionDocument,
} from './payment-documents.js';

interface ProcessedEventDocument {
  eventId: string;
  type: string;
  created: number;
  outcome: string;
  processedAt: Date;
}

/** A duplicate key on `field`: code 11000 with the index's key pattern. */
export function isDuplicateKeyOn(error: unknown, field: string): boolean {
  const failure = error as { code?: unknown; keyPattern?: Record<string, unknown> } | null;
  return failure?.code === 11000 && failure.keyPattern !== undefined && field in failure.keyPattern;
}

export class MongoPaymentRepository implements PaymentRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async findSubscription(schoolId: number): Promise<SchoolSubscription | null> {
    return this.#findSubscription({ schoolId });
  }

  async findSubscriptionByProviderId(providerSubscriptionId: string): Promise<SchoolSubscription | null> {
    return this.#findSubscription({ stripeSubscriptionId: providerSubscriptionId });
  }

  async saveSubscription(next: SchoolSubscription, expectedLastEventId: string | null): Promise<boolean> {
    return this.#save(PAYMENT_COLLECTIONS.schoolSubscriptions, 'schoolId', { schoolId: next.schoolId }, toSubscriptionDocument(next), expectedLastEventId);
  }

  async findBookingPayment(bookingId: number): Promise<BookingPayment | null> {
    return this.#findBookingPayment({ bookingId });
  }

  async findBookingPaymentByProviderId(providerPaymentIntentId: string): Promise<BookingPayment | null> {
    return this.#findBookingPayment({ stripePaymentIntentId: providerPaymentIntentId });
  }

  async saveBookingPayment(next: BookingPayment, expectedLastEventId: string | null): Promise<boolean> {
    return this.#save(PAYMENT_COLLECTIONS.bookingPayments, 'bookingId', { bookingId: next.bookingId }, toBookingPaymentDocument(next), expectedLastEventId);
  }

  async hasProcessedEvent(eventId: string): Promise<boolean> {
    const found = await this.#db.collection<ProcessedEventDocument>(PAYMENT_COLLECTIONS.processedEvents).findOne({ eventId }, { projection: { _id: 0, eventId: 1 } });
    return found !== null;
  }

  async recordProcessedEvent(record: ProcessedEvent): Promise<void> {
    const { processedAtMs, ...rest } = record;
    try {
      await this.#db.collection<ProcessedEventDocument>(PAYMENT_COLLECTIONS.processedEvents).insertOne({ ...rest, processedAt: new Date(processedAtMs) });
    } catch (error) {
      // Recorded by a concurrent delivery of the same event: that is the outcome wanted.
      if (!isDuplicateKeyOn(error, 'eventId')) throw error;
    }
  }

  async #findSubscription(filter: Filter<SubscriptionDocument>): Promise<SchoolSubscription | null> {
    const doc = await this.#db.collection<SubscriptionDocument>(PAYMENT_COLLECTIONS.schoolSubscriptions).findOne(filter, { projection: SUBSCRIPTION_PROJECTION });
    return doc === null ? null : fromSubscriptionDocument(doc as SubscriptionDocument);
  }

  async #findBookingPayment(filter: Filter<BookingPaymentDocument>): Promise<BookingPayment | null> {
    const doc = await this.#db.collection<BookingPaymentDocument>(PAYMENT_COLLECTIONS.bookingPayments).findOne(filter, { projection: BOOKING_PAYMENT_PROJECTION });
    return doc === null ? null : fromBookingPaymentDocument(doc as BookingPaymentDocument);
  }

  /** Insert when nothing is expected, else update only the document still written by the expected event. */
  async #save<D extends { lastEventId: string }>(collection: string, key: string, owner: Record<string, number>, doc: D, expectedLastEventId: string | null): Promise<boolean> {
    const documents = this.#db.collection(collection);
    if (expectedLastEventId === null) {
      try {
        await documents.insertOne({ ...doc });
        return true;
      } catch (error) {
        if (isDuplicateKeyOn(error, key)) return false;
        throw error;
      }
    }
    const { matchedCount } = await documents.updateOne({ ...owner, lastEventId: expectedLastEventId }, { $set: doc });
    return matchedCount === 1;
  }
}

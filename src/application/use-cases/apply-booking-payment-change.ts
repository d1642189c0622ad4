import type { BookingPaymentChange, PaymentEvent } from '../../domain/payment-events.js';
import { transitionBookingPayment } from '../../domain/payment-transitions.js';
import type { PaymentRepository } from '../ports/payment-repository.js';
import { MAX_WRITE_ATTEMPTS, type ChangeOutcome } from './payment-outcome.js';

/**
 * Applies a booking payment event (checkout in payment mode, charge
 * refunded) to the booking's stored payment: paid, partially refunded or
 * refunded, with the amounts. Booking payments are internal: they change
 * nothing the public directory shows.
 */
export class ApplyBookingPaymentChange {
  readonly #payments: PaymentRepository;

  constructor(payments: PaymentRepository) {
    this.#payments = payments;
  }

  async execute(event: PaymentEvent<BookingPaymentChange>): Promise<ChangeOutcome> {
    const { bookingId: named, providerPaymentIntentId } = event.change;
    for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt += 1) {
      const bookingId = named ?? (providerPaymentIntentId === null ? undefined : (await this.#payments.findBookingPaymentByProviderId(providerPaymentIntentId))?.bookingId);
      if (bookingId === undefined) return { outcome: 'unmatched', reason: `no booking for payment ${providerPaymentIntentId ?? '(none)'}` };
      const current = await this.#payments.findBookingPayment(bookingId);
      const transition = transitionBookingPayment(bookingId, current, event);
      if (transition.outcome !== 'applied') return transition;
      if (await this.#payments.saveBookingPayment(transition.next, current?.lastEventId ?? null)) return { outcome: 'applied' };
    }
    throw new Error(`Booking payment of event ${event.id} kept changing under ${MAX_WRITE_ATTEMPTS} attempts to write it`);
  }
}

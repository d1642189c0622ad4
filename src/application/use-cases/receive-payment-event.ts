import { isBookingPaymentChange, isSubscriptionChange, type PaymentEvent } from '../../domain/payment-events.js';
import type { Clock } from '../ports/clock.js';
import type { PaymentEventVerifier } from '../ports/payment-event-verifier.js';
import type { PaymentRepository } from '../ports/payment-repository.js';
import type { ApplyBookingPaymentChange } from './apply-booking-payment-change.js';
import type { ApplySubscriptionChange } from './apply-subscription-change.js';
import type { ChangeOutcome } from './payment-outcome.js';

export interface Receipt extends ChangeOutcome {
  eventId: string;
  type: string;
}

export interface ReceivePaymentEventPorts {
  verifier: PaymentEventVerifier;
  payments: PaymentRepository;
  clock: Clock;
  applySubscriptionChange: ApplySubscriptionChange;
  applyBookingPaymentChange: ApplyBookingPaymentChange;
}

/**
 * One provider callback: verify it, hand its change to the use case for its
 * kind, and record the event as handled. Everything is stored before this
 * resolves; any failure rejects, so the provider gets an error and retries.
 * The record of handled events only saves work on a redelivery: exactly-once
 * rests on the event ids stored with each state (see PaymentRepository).
 */
export class ReceivePaymentEvent {
  readonly #ports: ReceivePaymentEventPorts;

  constructor(ports: ReceivePaymentEventPorts) {
    this.#ports = ports;
  }

  async execute(payload: Uint8Array, signature: string | undefined): Promise<Receipt> {
    const event = this.#ports.verifier.verify(payload, signature);
    const receipt = (outcome: ChangeOutcome): Receipt => ({ eventId: event.id, type: event.type, ...outcome });
    if (await this.#ports.payments.hasProcessedEvent(event.id)) return receipt({ outcome: 'duplicate' });
    const outcome = await this.#apply(event);
    await this.#ports.payments.recordProcessedEvent({
      eventId: event.id, type: event.type, created: event.created, outcome: outcome.outcome, processedAtMs: this.#ports.clock.now(),
    });
    return receipt(outcome);
  }

  async #apply(event: PaymentEvent): Promise<ChangeOutcome> {
    const { change } = event;
    if (isSubscriptionChange(change)) return this.#ports.applySubscriptionChange.execute({ ...event, change });
    if (isBookingPaymentChange(change)) return this.#ports.applyBookingPaymentChange.execute({ ...event, change });
    return { outcome: 'ignored', reason: change.reason };
  }
}

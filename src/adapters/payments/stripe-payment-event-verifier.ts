/**
 * PaymentEventVerifier over Stripe's own check: `Stripe.webhooks.constructEvent`
 * verifies the `Stripe-Signature` header (HMAC-SHA256 of "<t>.<raw body>" with
 * the endpoint's secret, timestamp within the default 300 s) and parses the
 * event. The static helper needs no API key and makes no request.
 */
import type { PaymentEventVerifier } from '../../application/ports/payment-event-verifier.js';
import { InvalidSignatureError, NotConfiguredError } from '../../domain/errors.js';
import type { PaymentEvent } from '../../domain/payment-events.js';
import { integerAt, objectAt, stringAt } from './stripe-fields.js';
import { translateStripeEvent } from './stripe-event-translation.js';
import { stripeWebhooks, type StripeWebhooks } from './stripe-webhooks.js';

export class StripePaymentEventVerifier implements PaymentEventVerifier {
  /** The package is loaded with the secret, at start-up, so that the first callback does not wait for it. */
  readonly #signing: { secret: string; webhooks: StripeWebhooks } | null;

  /** `secret`: the endpoint's `whsec_…` signing secret; null answers every callback with NotConfiguredError. */
  constructor(secret: string | null) {
    this.#signing = secret === null ? null : { secret, webhooks: stripeWebhooks() };
  }

  verify(payload: Uint8Array, signature: string | undefined): PaymentEvent {
    if (this.#signing === null) throw new NotConfiguredError('The payment callback is not configured: STRIPE_WEBHOOK_SECRET is not set');
    if (signature === undefined || signature.trim() === '') throw new InvalidSignatureError('Missing Stripe-Signature header');
    let event: unknown;
    try {
      event = this.#signing.webhooks.constructEvent(Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength), signature, this.#signing.secret);
    } catch (error) {
      throw new InvalidSignatureError(reasonOf(error));
    }
    return paymentEventOf(event);
  }
}

/** Stripe's messages address the integrator (and may echo the header); ours say what the caller did wrong. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/timestamp outside the tolerance/i.test(message)) return 'Signature timestamp is outside the 300 s tolerance';
  if (error instanceof SyntaxError) return 'The signed body is not JSON';
  if (/unable to extract timestamp and signatures/i.test(message)) return 'Malformed Stripe-Signature header';
  return 'Signature verification failed: the Stripe-Signature header does not match the body';
}

function paymentEventOf(raw: unknown): PaymentEvent {
  const event = objectAt(raw);
  const id = stringAt(event?.id);
  const type = stringAt(event?.type);
  const created = integerAt(event?.created);
  const object = objectAt(objectAt(event?.data)?.object);
  if (id === null || type === null || created === null || object === null) throw new InvalidSignatureError('The signed body is not a Stripe event');
  return { id, type, created, change: translateStripeEvent(type, stringAt(event?.api_version), object) };
}

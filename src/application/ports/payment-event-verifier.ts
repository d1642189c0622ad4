import type { PaymentEvent } from '../../domain/payment-events.js';

/**
 * Turns a provider callback into a verified event.
 * - `payload` is the body exactly as received: the signature covers its bytes.
 * - Throws InvalidSignatureError when the signature is missing, malformed,
 *   wrong, or too old, and when the signed body is not an event;
 *   NotConfiguredError when the operator has not given the signing secret.
 * - Never touches any store: a refused callback changes nothing.
 */
export interface PaymentEventVerifier {
  verify(payload: Uint8Array, signature: string | undefined): PaymentEvent;
}

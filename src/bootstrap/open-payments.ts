/**
 * The payment receiver's own adapter, beside the stores the data backend
 * provides: the Stripe verifier built from STRIPE_WEBHOOK_SECRET (the event
 * publisher it hands changes to comes from open-webhooks.ts).
 * Nothing here connects: without the secret the receiver stays mounted and
 * answers 503, so a misconfiguration is visible rather than a silent 404.
 */
import type { Logger } from 'pino';
import type { PaymentEventVerifier } from '../application/ports/payment-event-verifier.js';
import { StripePaymentEventVerifier } from '../adapters/payments/stripe-payment-event-verifier.js';
import type { Config } from './config.js';

export interface PaymentAdapters {
  paymentEvents: PaymentEventVerifier;
}

export function openPayments(config: Config, logger: Logger): PaymentAdapters {
  // Info, not a warning: a directory without payments is a valid deployment.
  if (config.stripeWebhookSecret === null) logger.info('STRIPE_WEBHOOK_SECRET is not set: POST /api/stripe/webhook answers 503 until it is');
  return {
    paymentEvents: new StripePaymentEventVerifier(config.stripeWebhookSecret),
  };
}

/**
 * The part of the `stripe` package this service calls: its webhook helpers,
 * which sign and verify the `Stripe-Signature` header offline (no API key,
 * no request). Declared here rather than taken from the package's own types:
 * those describe Stripe's whole REST API in some 130,000 lines, a third of
 * all the declarations the type check read, for two functions. Loaded on
 * first use, so a deployment without STRIPE_WEBHOOK_SECRET never loads it.
 */
import { createRequire } from 'node:module';

export interface StripeWebhooks {
  /** The event parsed from `payload`; throws when the header does not sign it, or its timestamp is over 300 s old. */
  constructEvent(payload: Buffer | string, header: string, secret: string): unknown;
  /** The header Stripe would send with `payload`, signed with `secret` at `timestamp` (Unix seconds, default now). */
  generateTestHeaderString(options: { payload: string; secret: string; timestamp?: number }): string;
}

const require = createRequire(import.meta.url);
let webhooks: StripeWebhooks | undefined;

export function stripeWebhooks(): StripeWebhooks {
  webhooks ??= (require('stripe') as { webhooks: StripeWebhooks }).webhooks;
  return webhooks;
}

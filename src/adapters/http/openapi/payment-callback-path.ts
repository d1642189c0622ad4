/**
 * The payment callback in the OpenAPI document: outside /api/v1, POST only,
 * never rate-limited. Its request is Stripe's event, described only as far
 * as the receiver reads it; its answers are the receipt or the error envelope.
 */
import { z } from 'zod';
import { OUTCOMES } from '../../../application/use-cases/payment-outcome.js';
import { RECEIVED_EVENT_TYPES } from '../../../domain/payment-events.js';
import { PAYMENT_CALLBACK_MAX_BYTES, PAYMENT_CALLBACK_PATH } from '../routes/payment-callback-routes.js';
import { describedError, okResponse, schemaRef } from './responses.js';

type JsonSchema = Record<string, unknown>;

export const paymentReceiptSchema = z.strictObject({
  eventId: z.string().describe("The provider's event id (evt_…)"),
  type: z.string().describe("The provider's event type"),
  outcome: z.enum(OUTCOMES).describe(
    'applied: the state changed; duplicate: this event was applied before; stale: a newer event already wrote the state; '
    + 'unmatched: it names no school or booking this service knows; ignored: a type or case the receiver does not act on',
  ),
  reason: z.string().optional().describe('Why an event was unmatched or ignored'),
}).describe('The event was handled and everything it changed is stored');

const UNLIMITED = { limited: false };

export function paymentCallbackPath(): Record<string, JsonSchema> {
  const acted = RECEIVED_EVENT_TYPES.join(', ');
  return {
    [PAYMENT_CALLBACK_PATH]: {
      post: {
        summary: 'Stripe webhook: subscription and booking payments, refunds (internal; called by Stripe, never rate-limited)',
        operationId: 'stripe_webhook',
        description: `Acts on ${acted}. Any other event type is acknowledged (200, outcome ignored). An event is applied once however often it is delivered, and an event older than the state it would overwrite is acknowledged without applying it.`,
        parameters: [{
          name: 'Stripe-Signature',
          in: 'header',
          required: true,
          description: "Stripe's signature of the raw body (t=<unix seconds>,v1=<hex HMAC-SHA256>), checked with STRIPE_WEBHOOK_SECRET and a 300 s tolerance",
          schema: { type: 'string', minLength: 1 },
        }],
        requestBody: {
          required: true,
          description: `A Stripe event, exactly as Stripe sends it (at most ${PAYMENT_CALLBACK_MAX_BYTES / 1024} KiB): the signature covers its bytes`,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'object', 'type', 'created', 'data'],
                properties: {
                  id: { type: 'string', pattern: '^evt_' },
                  object: { const: 'event' },
                  type: { type: 'string', description: `Acted on: ${acted}`, examples: [...RECEIVED_EVENT_TYPES] },
                  created: { type: 'integer', description: 'Unix seconds; orders events about the same subscription or booking' },
                  api_version: { type: 'string', description: 'The receiver reads the 2025-03-31 versions and later; the README names the version to pin the endpoint to' },
                  data: { type: 'object', required: ['object'], properties: { object: { type: 'object' } } },
                },
              },
            },
          },
        },
        responses: {
          200: okResponse('Acknowledged: applied, or a duplicate, stale, unmatched or ignored event (see outcome)', schemaRef('PaymentReceipt'), {
            ...UNLIMITED,
            example: { success: true, data: { eventId: 'evt_1QxYzAbCdEfGhIjK', type: 'checkout.session.completed', outcome: 'applied' } },
          }),
          400: describedError(400, 'Missing, malformed or wrong Stripe-Signature, a timestamp outside the tolerance, or a tampered body (invalid_signature); nothing changed', UNLIMITED),
          408: describedError(408, 'The body did not arrive within PAYLOAD_TIMEOUT_MS (request_timeout); nothing changed', UNLIMITED),
          413: describedError(413, `A body over ${PAYMENT_CALLBACK_MAX_BYTES / 1024} KiB (payload_too_large)`, UNLIMITED),
          500: describedError(500, 'The event could not be stored (internal_error); Stripe retries it, and the retry applies it once', UNLIMITED),
          503: describedError(503, 'STRIPE_WEBHOOK_SECRET is not set (not_configured); nothing changed', UNLIMITED),
        },
      },
    },
  };
}

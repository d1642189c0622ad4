/**
 * POST /api/stripe/webhook, the payment provider's callback (CONTRACT.md
 * "Payment callback"). The body is taken raw, as bytes, because the
 * signature covers exactly what was sent; re-serialised JSON would not
 * verify. The answer is 200 only once the event's effects are stored; any
 * failure is an error status, and the provider retries.
 */
import type { Plugin } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { ReceivePaymentEvent } from '../../../application/use-cases/receive-payment-event.js';
import { success } from '../envelope.js';
import { readBody } from '../request-body.js';

export const PAYMENT_CALLBACK_PATH = '/api/stripe/webhook';
/** Stripe events are a few KiB (lists inside them are truncated to 10 items); 256 KiB leaves room and still bounds memory. */
export const PAYMENT_CALLBACK_MAX_BYTES = 256 * 1024;

export interface PaymentCallbackRouteOptions {
  receivePaymentEvent: ReceivePaymentEvent;
}

export const paymentCallbackRoutesPlugin: Plugin<PaymentCallbackRouteOptions & { logger: Logger }> = {
  name: 'payment-callback-routes',
  dependencies: ['error-envelope'],
  register(server, { receivePaymentEvent, logger }) {
    const log = logger.child({ component: 'payment-callback' });
    server.route({
      method: 'POST',
      path: PAYMENT_CALLBACK_PATH,
      options: {
        // Read by readBody, which answers a slow or oversize body at once; Hapi's own reader drains it first.
        payload: { parse: false, output: 'stream', maxBytes: PAYMENT_CALLBACK_MAX_BYTES },
        handler: async (request) => {
          const body = await readBody(request);
          const header: unknown = request.headers['stripe-signature'];
          const signature = typeof header === 'string' ? header : undefined;
          const receipt = await receivePaymentEvent.execute(body, signature);
          // Unmatched events are acknowledged (the provider must not retry them forever), so the log is where they show.
          const level = receipt.outcome === 'unmatched' ? 'warn' : 'info';
          log[level]({ requestId: request.app.requestId, ...receipt }, 'payment event handled');
          return success(receipt);
        },
      },
    });
  },
};

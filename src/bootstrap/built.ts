/**
 * What the composition root's container builds (container.ts): the use
 * cases, as the driving adapters receive them, and those adapters' other
 * options. A file of its own so that the container's tokens (tokens.ts)
 * can name it without importing the container that uses them.
 */
import type { RateLimitPluginOptions } from '../adapters/http/rate-limit-plugin.js';
import type { PaymentCallbackRouteOptions } from '../adapters/http/routes/payment-callback-routes.js';
import type { DirectoryUseCases } from '../application/directory-use-cases.js';
import type { ApplyBookingPaymentChange } from '../application/use-cases/apply-booking-payment-change.js';
import type { ApplySubscriptionChange } from '../application/use-cases/apply-subscription-change.js';
import type { CheckRateLimit } from '../application/use-cases/check-rate-limit.js';
import type { ReceivePaymentEvent } from '../application/use-cases/receive-payment-event.js';

/** The payment receiver's use cases: one entry point, and one use case per kind of state an event changes. */
interface PaymentUseCases {
  receivePaymentEvent: ReceivePaymentEvent;
  applySubscriptionChange: ApplySubscriptionChange;
  applyBookingPaymentChange: ApplyBookingPaymentChange;
}

/** The use cases, as the driving adapters receive them. */
export interface UseCases extends DirectoryUseCases, PaymentUseCases {
  checkRateLimit: CheckRateLimit;
}

/** Everything the container builds: the use cases, and the options of driving adapters that take more than use cases. */
export interface Built extends UseCases {
  rateLimitPlugin: RateLimitPluginOptions;
  paymentCallbackRoute: PaymentCallbackRouteOptions;
}

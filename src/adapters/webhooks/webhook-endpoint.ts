import type { WebhookEventName } from '../../domain/webhook-events.js';

/** A client's receiver, from configuration (WEBHOOK_ENDPOINTS). The secret signs; it is never logged or recorded. */
export interface WebhookEndpoint {
  /** Names the endpoint in logs and delivery records instead of its URL, which may carry a token. */
  id: string;
  url: string;
  events: readonly WebhookEventName[];
  secret: string;
}

export interface DeliverySettings {
  /** Per attempt, connection to response headers. */
  timeoutMs: number;
  maxAttempts: number;
  /** The first retry waits about this long; each next one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Deliveries held at once (waiting, retrying or in flight); past it new ones are abandoned and logged. */
  queueCapacity: number;
  /** Attempts in flight at once. */
  concurrency: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  timeoutMs: 5_000, maxAttempts: 6, retryBaseMs: 10_000, retryMaxMs: 600_000, queueCapacity: 1_000, concurrency: 4,
};

/**
 * Exponential backoff with "equal jitter": half the doubled delay is kept,
 * the other half is random, so retries from many deliveries spread out yet
 * still grow with each failure. `attempt` is the number of the failed one.
 */
export function retryDelayMs(attempt: number, settings: Pick<DeliverySettings, 'retryBaseMs' | 'retryMaxMs'>, random: () => number): number {
  const ceiling = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * One delivery: one event body for one client endpoint, tried until the
 * endpoint answers 2xx or the attempts run out. The id is sent as
 * X-SERVICE-Delivery and stays the same across retries, so a receiver can
 * drop a repeat; the body is kept as the exact string that is signed.
 */
import type { WebhookEventName } from './webhook-events.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'abandoned';

export interface DeliveryAttempt {
  attempt: number;
  atMs: number;
  /** The HTTP status answered, or null when none came (timeout, refused, reset, shutdown). */
  statusCode: number | null;
  /** Why it failed, when it did; never a secret. */
  error: string | null;
}

export interface WebhookDelivery {
  deliveryId: string;
  endpointId: string;
  event: WebhookEventName;
  body: string;
  createdAtMs: number;
  status: DeliveryStatus;
  attempts: readonly DeliveryAttempt[];
  /** When the next attempt is due; null once delivered or abandoned. */
  nextAttemptAtMs: number | null;
}

/** The state after an attempt: delivered on 2xx, abandoned after the last allowed one, else pending until `retryAtMs`. */
export function afterAttempt(delivery: WebhookDelivery, attempt: DeliveryAttempt, maxAttempts: number, retryAtMs: number): WebhookDelivery {
  const attempts = [...delivery.attempts, attempt];
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  if (ok) return { ...delivery, attempts, status: 'delivered', nextAttemptAtMs: null };
  if (attempts.length >= maxAttempts) return { ...delivery, attempts, status: 'abandoned', nextAttemptAtMs: null };
  return { ...delivery, attempts, status: 'pending', nextAttemptAtMs: retryAtMs };
}

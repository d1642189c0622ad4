import type { WebhookDelivery } from '../../domain/webhook-deliveries.js';

/**
 * The record of outbound webhook deliveries and their attempts. Semantics
 * every adapter keeps (test/contracts/webhook-delivery-repository.contract.ts):
 * - `create` stores a new delivery; a second one with the same `deliveryId`
 *   is refused with `false` and leaves the first unchanged.
 * - `save` replaces a stored delivery whole (status, attempts, next attempt);
 *   `false` when no delivery has that id.
 * - `find` returns a copy, or null: changing it changes nothing stored.
 * - `listPending` returns pending deliveries, earliest `nextAttemptAtMs`
 *   first, then by id, at most `limit`: what a restarted service resumes.
 */
export interface WebhookDeliveryRepository {
  create(delivery: WebhookDelivery): Promise<boolean>;
  save(delivery: WebhookDelivery): Promise<boolean>;
  find(deliveryId: string): Promise<WebhookDelivery | null>;
  listPending(limit: number): Promise<WebhookDelivery[]>;
}

/**
 * Outbound webhook deliveries in MongoDB: one document per delivery, its
 * attempts embedded (a bounded list: at most the maximum attempts), and the
 * unique index that makes a delivery id name one delivery.
 */
import type { IndexPlan } from '../index-plan.js';

export const WEBHOOK_DELIVERIES_COLLECTION = 'webhook_deliveries';

export const WEBHOOK_INDEX_PLANS: readonly IndexPlan[] = [
  { collection: WEBHOOK_DELIVERIES_COLLECTION, key: { deliveryId: 1 }, options: { name: 'delivery_unique', unique: true }, serves: 'one record per delivery id (X-SERVICE-Delivery)' },
  { collection: WEBHOOK_DELIVERIES_COLLECTION, key: { status: 1, nextAttemptAt: 1, deliveryId: 1 }, options: { name: 'pending_due' }, serves: 'pending deliveries resumed after a restart, earliest due first' },
];

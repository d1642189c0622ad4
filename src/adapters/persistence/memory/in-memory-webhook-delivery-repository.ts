import type { WebhookDeliveryRepository } from '../../../application/ports/webhook-delivery-repository.js';
import { compareCodeUnits } from '../../../domain/text.js';
import type { WebhookDelivery } from '../../../domain/webhook-deliveries.js';

/** Finished deliveries kept for inspection; the oldest go first, so a long run holds bounded memory. Pending ones are always kept. */
export const FINISHED_DELIVERIES_KEPT = 10_000;

const copy = (delivery: WebhookDelivery): WebhookDelivery => structuredClone(delivery);

/**
 * WebhookDeliveryRepository in process memory, for the embedded mode and
 * tests. Like the embedded directory it is not durable: a restart forgets
 * every delivery, pending ones included.
 */
export class InMemoryWebhookDeliveryRepository implements WebhookDeliveryRepository {
  /** Insertion order is creation order, which is what the trimming of finished deliveries relies on. */
  readonly #deliveries = new Map<string, WebhookDelivery>();
  #finished = 0;

  async create(delivery: WebhookDelivery): Promise<boolean> {
    if (this.#deliveries.has(delivery.deliveryId)) return false;
    this.#deliveries.set(delivery.deliveryId, copy(delivery));
    if (delivery.status !== 'pending') this.#finished += 1;
    this.#trim();
    return true;
  }

  async save(delivery: WebhookDelivery): Promise<boolean> {
    const stored = this.#deliveries.get(delivery.deliveryId);
    if (!stored) return false;
    if (stored.status === 'pending' && delivery.status !== 'pending') this.#finished += 1;
    if (stored.status !== 'pending' && delivery.status === 'pending') this.#finished -= 1;
    this.#deliveries.set(delivery.deliveryId, copy(delivery));
    this.#trim();
    return true;
  }

  async find(deliveryId: string): Promise<WebhookDelivery | null> {
    const stored = this.#deliveries.get(deliveryId);
    return stored ? copy(stored) : null;
  }

  async listPending(limit: number): Promise<WebhookDelivery[]> {
    return [...this.#deliveries.values()]
      .filter((delivery) => delivery.status === 'pending')
      .sort((a, b) => (a.nextAttemptAtMs ?? 0) - (b.nextAttemptAtMs ?? 0) || compareCodeUnits(a.deliveryId, b.deliveryId))
      .slice(0, limit)
      .map(copy);
  }

  #trim(): void {
    if (this.#finished <= FINISHED_DELIVERIES_KEPT) return;
    for (const [deliveryId, delivery] of this.#deliveries) {
      if (this.#finished <= FINISHED_DELIVERIES_KEPT) return;
      if (delivery.status === 'pending') continue;
      this.#deliveries.delete(deliveryId);
      this.#finished -= 1;
    }
  }
}

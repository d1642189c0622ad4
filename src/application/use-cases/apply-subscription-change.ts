import { schoolFeaturedChanged } from '../../domain/outbound-events.js';
import type { PaymentEvent, SubscriptionChange } from '../../domain/payment-events.js';
import { isFeatured, type SchoolSubscription } from '../../domain/payments.js';
import { transitionSubscription } from '../../domain/payment-transitions.js';
import type { Clock } from '../ports/clock.js';
import type { EventPublisher } from '../ports/event-publisher.js';
import type { FeaturedSchools } from '../ports/featured-schools.js';
import type { PaymentRepository } from '../ports/payment-repository.js';
import { MAX_WRITE_ATTEMPTS, type ChangeOutcome } from './payment-outcome.js';

export interface SubscriptionPorts {
  payments: PaymentRepository;
  featured: FeaturedSchools;
  publisher: EventPublisher;
  clock: Clock;
}

/**
 * Applies a subscription event (checkout in subscription mode, invoice paid
 * or failed, subscription updated or deleted) to the school's stored
 * subscription, then sets the school's `featured` flag from what is stored.
 * Two writes in a fixed order, each safe to repeat: if the second fails, the
 * provider's retry finds the event already applied and sets the flag again.
 */
export class ApplySubscriptionChange {
  readonly #ports: SubscriptionPorts;

  constructor(ports: SubscriptionPorts) {
    this.#ports = ports;
  }

  async execute(event: PaymentEvent<SubscriptionChange>): Promise<ChangeOutcome> {
    const { payments } = this.#ports;
    for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt += 1) {
      const schoolId = event.change.schoolId ?? (await payments.findSubscriptionByProviderId(event.change.providerSubscriptionId))?.schoolId;
      if (schoolId === undefined) return { outcome: 'unmatched', reason: `no school for subscription ${event.change.providerSubscriptionId}` };
      const current = await payments.findSubscription(schoolId);
      const transition = transitionSubscription(schoolId, current, event);
      if (transition.outcome === 'applied' && !(await payments.saveSubscription(transition.next, current?.lastEventId ?? null))) continue;
      const stored = transition.outcome === 'applied' ? transition.next : current;
      const known = stored === null || (await this.#syncFeatured(stored));
      if (transition.outcome === 'unmatched') return transition;
      return known ? { outcome: transition.outcome } : { outcome: transition.outcome, reason: `school ${schoolId} is not in the directory` };
    }
    throw new Error(`Subscription of event ${event.id} kept changing under ${MAX_WRITE_ATTEMPTS} attempts to write it`);
  }

  /** Whatever the outcome, the flag follows the stored subscription: this also repairs a flag a failed write left behind. */
  async #syncFeatured(subscription: SchoolSubscription): Promise<boolean> {
    const { featured, publisher, clock } = this.#ports;
    const now = clock.now();
    const wanted = isFeatured(subscription);
    const previous = await featured.setFeatured(subscription.schoolId, wanted, now);
    if (previous === null) return false;
    if (previous !== wanted) await publisher.publish(schoolFeaturedChanged(subscription.schoolId, wanted, now));
    return true;
  }
}

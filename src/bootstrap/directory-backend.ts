/**
 * What a data backend hands the composition root: one adapter per repository
 * port (the directory's, and the payment receiver's state and its one write
 * to the directory, which live in the same store), a readiness probe, and a
 * way to release its connections.
 */
import type { DirectoryRepositories } from '../application/ports/directory-repositories.js';
import type { FeaturedSchools } from '../application/ports/featured-schools.js';
import type { PaymentRepository } from '../application/ports/payment-repository.js';
import type { ReadinessProbe } from '../application/ports/readiness-probe.js';
import type { WebhookDeliveryRepository } from '../application/ports/webhook-delivery-repository.js';

export interface DirectoryBackend extends DirectoryRepositories {
  featuredSchools: FeaturedSchools;
  payments: PaymentRepository;
  /** A durable record of outbound webhook deliveries; absent, they are recorded in process memory. */
  webhookDeliveries?: WebhookDeliveryRepository;
  readiness: ReadinessProbe;
  close(): Promise<void>;
}

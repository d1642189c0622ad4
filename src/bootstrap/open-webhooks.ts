/**
 * The event publisher for client webhooks, chosen by WEBHOOK_DELIVERY: off
 * (the default), the recording stub, and nothing ever leaves the service;
 * on, the signed HTTP delivery, its attempts recorded in the data backend's
 * store (MongoDB: durable, pending deliveries resumed here at start; embedded:
 * in memory, lost on restart).
 */
import type { Logger } from 'pino';
import type { Clock } from '../application/ports/clock.js';
import type { EventPublisher } from '../application/ports/event-publisher.js';
import type { WebhookDeliveryRepository } from '../application/ports/webhook-delivery-repository.js';
import { InMemoryWebhookDeliveryRepository } from '../adapters/persistence/memory/in-memory-webhook-delivery-repository.js';
import { HttpWebhookPublisher } from '../adapters/webhooks/http-webhook-publisher.js';
import { StubEventPublisher } from '../adapters/webhooks/stub-event-publisher.js';
import type { Config } from './config.js';

export interface OpenedWebhooks {
  eventPublisher: EventPublisher;
  /** Lets attempts in flight finish and leaves the rest recorded as pending; call before the store's client closes. */
  close(): Promise<void>;
}

export async function openWebhooks(
  config: Pick<Config, 'webhooks'>,
  logger: Logger,
  context: { clock: Clock; deliveries?: WebhookDeliveryRepository; eventPublisher?: EventPublisher },
): Promise<OpenedWebhooks> {
  const log = logger.child({ component: 'event-publisher' });
  if (context.eventPublisher) return { eventPublisher: context.eventPublisher, close: async () => {} };
  const { delivery, endpoints, settings } = config.webhooks;
  if (!delivery) return { eventPublisher: new StubEventPublisher(log), close: async () => {} };
  const publisher = new HttpWebhookPublisher({
    endpoints, settings, logger: log, clock: context.clock, deliveries: context.deliveries ?? new InMemoryWebhookDeliveryRepository(),
  });
  // Ids only: the URLs may carry tokens and the entries hold secrets.
  log.info({ endpoints: endpoints.map(({ id, events }) => ({ id, events })), durable: context.deliveries !== undefined }, 'webhook delivery is on');
  await publisher.resume();
  return { eventPublisher: publisher, close: () => publisher.close() };
}

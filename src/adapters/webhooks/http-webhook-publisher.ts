/**
 * The EventPublisher that delivers (behind WEBHOOK_DELIVERY=on). `publish`
 * records one pending delivery per subscribed endpoint and returns; the
 * attempts run in the background, a few at a time, so a slow or dead
 * receiver never holds up the request that produced the event. Each attempt
 * is recorded; a failed one is retried after an exponential, jittered delay
 * until the maximum attempts, then the delivery is abandoned.
 *
 * Shutdown (`close`) stops new work, cancels waiting retries and lets the
 * attempts in flight finish (each is bounded by its timeout), so every
 * delivery ends recorded as delivered, abandoned, or pending with its next
 * attempt's time: a durable store resumes those at the next start (`resume`).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../../application/ports/clock.js';
import type { EventPublisher } from '../../application/ports/event-publisher.js';
import type { WebhookDeliveryRepository } from '../../application/ports/webhook-delivery-repository.js';
import type { OutboundEvent } from '../../domain/outbound-events.js';
import { afterAttempt, type WebhookDelivery } from '../../domain/webhook-deliveries.js';
import { sendWebhook } from './send-webhook.js';
import { retryDelayMs, type DeliverySettings, type WebhookEndpoint } from './webhook-endpoint.js';

export interface HttpWebhookPublisherOptions {
  endpoints: readonly WebhookEndpoint[];
  deliveries: WebhookDeliveryRepository;
  settings: DeliverySettings;
  logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
  clock: Clock;
  random?: () => number;
}

export class HttpWebhookPublisher implements EventPublisher {
  readonly #options: HttpWebhookPublisherOptions;
  readonly #endpoints: Map<string, WebhookEndpoint>;
  readonly #random: () => number;
  /** Due now, waiting for a free slot. */
  readonly #ready: WebhookDelivery[] = [];
  /** Waiting for their retry time. */
  readonly #waiting = new Map<string, NodeJS.Timeout>();
  readonly #inFlight = new Set<Promise<void>>();
  #closed = false;
  #idle: Array<() => void> = [];

  constructor(options: HttpWebhookPublisherOptions) {
    this.#options = options;
    this.#endpoints = new Map(options.endpoints.map((endpoint) => [endpoint.id, endpoint]));
    this.#random = options.random ?? Math.random;
  }

  /** Deliveries held: due, waiting for a retry, or in flight. */
  get held(): number {
    return this.#ready.length + this.#waiting.size + this.#inFlight.size;
  }

  async publish(event: OutboundEvent): Promise<void> {
    const { logger, clock } = this.#options;
    if (this.#closed) {
      logger.warn({ event: event.event }, 'event published after webhook delivery stopped: not delivered');
      return;
    }
    const body = JSON.stringify(event);
    for (const endpoint of this.#endpoints.values()) {
      if (!endpoint.events.includes(event.event)) continue;
      const delivery: WebhookDelivery = {
        deliveryId: randomUUID(), endpointId: endpoint.id, event: event.event, body,
        createdAtMs: clock.now(), status: 'pending', attempts: [], nextAttemptAtMs: clock.now(),
      };
      const full = this.held >= this.#options.settings.queueCapacity;
      if (full) logger.warn({ deliveryId: delivery.deliveryId, endpoint: endpoint.id, event: event.event }, 'webhook queue full: delivery abandoned');
      // A failing record store is logged, never thrown: the caller's own work is done.
      const stored = await this.#options.deliveries
        .create(full ? { ...delivery, status: 'abandoned', nextAttemptAtMs: null } : delivery)
        .catch((error: unknown) => { logger.error({ err: error, deliveryId: delivery.deliveryId }, 'could not record a webhook delivery'); return false; });
      if (stored && !full) this.#schedule(delivery);
    }
  }

  /** Picks up deliveries a previous run left pending (durable stores only have any). */
  async resume(): Promise<number> {
    const pending = await this.#options.deliveries.listPending(this.#options.settings.queueCapacity);
    for (const delivery of pending) this.#schedule(delivery);
    if (pending.length > 0) this.#options.logger.info({ deliveries: pending.length }, 'resuming pending webhook deliveries');
    return pending.length;
  }

  /** Resolves once nothing is due, waiting or in flight. */
  idle(): Promise<void> {
    if (this.held === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#waiting.values()) clearTimeout(timer);
    this.#waiting.clear();
    // Already recorded as pending and due: the next start resumes them.
    this.#ready.length = 0;
    await Promise.all([...this.#inFlight]);
    this.#notifyIdle();
  }

  #schedule(delivery: WebhookDelivery): void {
    if (this.#closed) return;
    const delay = (delivery.nextAttemptAtMs ?? 0) - this.#options.clock.now();
    if (delay <= 0) {
      this.#ready.push(delivery);
      this.#pump();
      return;
    }
    const timer = setTimeout(() => {
      this.#waiting.delete(delivery.deliveryId);
      this.#ready.push(delivery);
      this.#pump();
    }, delay);
    // A waiting retry must not keep the process alive on its own; close() clears it anyway.
    timer.unref();
    this.#waiting.set(delivery.deliveryId, timer);
  }

  #pump(): void {
    while (!this.#closed && this.#inFlight.size < this.#options.settings.concurrency && this.#ready.length > 0) {
      const delivery = this.#ready.shift() as WebhookDelivery;
      const running = this.#attempt(delivery).finally(() => {
        this.#inFlight.delete(running);
        this.#pump();
        this.#notifyIdle();
      });
      this.#inFlight.add(running);
    }
  }

  async #attempt(delivery: WebhookDelivery): Promise<void> {
    const { settings, clock, logger, deliveries } = this.#options;
    const endpoint = this.#endpoints.get(delivery.endpointId);
    const number = delivery.attempts.length + 1;
    const attempt = endpoint
      ? await sendWebhook(endpoint, delivery, { number, nowMs: clock.now(), timeoutMs: settings.timeoutMs })
      : { attempt: number, atMs: clock.now(), statusCode: null, error: 'endpoint no longer configured' };
    const maxAttempts = endpoint ? settings.maxAttempts : number;
    const next = afterAttempt(delivery, attempt, maxAttempts, clock.now() + retryDelayMs(number, settings, this.#random));
    const context = { deliveryId: delivery.deliveryId, endpoint: delivery.endpointId, event: delivery.event, attempt: number };
    if (next.status === 'delivered') logger.debug(context, 'webhook delivered');
    else if (next.status === 'abandoned') logger.warn({ ...context, error: attempt.error }, 'webhook delivery abandoned');
    else logger.info({ ...context, error: attempt.error, retryAt: new Date(next.nextAttemptAtMs ?? 0).toISOString() }, 'webhook attempt failed; will retry');
    const saved = await deliveries.save(next).catch((error: unknown) => {
      logger.error({ err: error, deliveryId: delivery.deliveryId }, 'could not record a webhook attempt');
      return true;
    });
    if (saved && next.status === 'pending') this.#schedule(next);
  }

  #notifyIdle(): void {
    if (this.held > 0) return;
    const waiting = this.#idle;
    this.#idle = [];
    for (const resolve of waiting) resolve();
  }
}

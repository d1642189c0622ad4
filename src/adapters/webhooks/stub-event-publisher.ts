/**
 * The default EventPublisher: outbound webhooks are planned (SPEC.md 6.2),
 * so events are recorded and logged at debug level, and nothing is sent.
 * The delivery adapter replaces it behind the same port.
 */
import type { Logger } from 'pino';
import type { EventPublisher } from '../../application/ports/event-publisher.js';
import type { OutboundEvent } from '../../domain/outbound-events.js';

/** The most recent events kept for inspection; older ones are dropped, so a long run holds bounded memory. */
export const STUB_PUBLISHER_CAPACITY = 1000;

export class StubEventPublisher implements EventPublisher {
  readonly #logger: Pick<Logger, 'debug'>;
  readonly #published: OutboundEvent[] = [];

  constructor(logger: Pick<Logger, 'debug'>) {
    this.#logger = logger;
  }

  async publish(event: OutboundEvent): Promise<void> {
    this.#published.push(event);
    if (this.#published.length > STUB_PUBLISHER_CAPACITY) this.#published.shift();
    this.#logger.debug({ outboundEvent: event }, `${event.event} recorded; outbound webhooks are not enabled, nothing was sent`);
  }

  /** What was handed over, oldest first. */
  get published(): readonly OutboundEvent[] {
    return [...this.#published];
  }
}

import type { OutboundEvent } from '../../domain/outbound-events.js';

/**
 * Where events for API clients go (SPEC.md 6.2). `publish` resolves once the
 * event is handed over; delivering it, signing it and retrying are the
 * adapter's business, and a failing subscriber never fails the caller.
 */
export interface EventPublisher {
  publish(event: OutboundEvent): Promise<void>;
}

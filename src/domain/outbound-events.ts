/**
 * The bodies this service sends to API clients (SPEC.md 6.2): the event
 * name, an ISO 8601 UTC timestamp and the data whose fields webhook-events.ts
 * lists. Only `school.updated` is produced so far: when a school's `featured`
 * flag changes.
 */
import type { WebhookEventName } from './webhook-events.js';

/** The envelope every event body shares. */
export interface EventBody<Name extends WebhookEventName = WebhookEventName, Data extends object = { id: number; schoolId: number }> {
  event: Name;
  /** ISO 8601 UTC. */
  timestamp: string;
  data: Data;
}

export type SchoolUpdatedEvent = EventBody<'school.updated', {
  id: number;
  schoolId: number;
  /** The fields that changed, with their new values. */
  changes: { featured: boolean };
}>;

export function schoolFeaturedChanged(schoolId: number, featured: boolean, atMs: number): SchoolUpdatedEvent {
  return { event: 'school.updated', timestamp: new Date(atMs).toISOString(), data: { id: schoolId, schoolId, changes: { featured } } };
}

/** What the publisher is handed: a union that grows as each planned event is produced. */
export type OutboundEvent = SchoolUpdatedEvent;

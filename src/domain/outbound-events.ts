/**
 * Events this service announces to API clients (SPEC.md 6.2). Only
 * `school.updated` is emitted so far: when a school's `featured` flag
 * changes. The body follows the planned delivery shape: the event name, an
 * ISO 8601 UTC timestamp and the data, whose `id` and `schoolId` name the
 * record.
 */
export interface SchoolUpdatedEvent {
  event: 'school.updated';
  /** ISO 8601 UTC. */
  timestamp: string;
  data: {
    id: number;
    schoolId: number;
    /** The fields that changed, with their new values. */
    changes: { featured: boolean };
  };
}

export type OutboundEvent = SchoolUpdatedEvent;

export function schoolFeaturedChanged(schoolId: number, featured: boolean, atMs: number): SchoolUpdatedEvent {
  return { event: 'school.updated', timestamp: new Date(atMs).toISOString(), data: { id: schoolId, schoolId, changes: { featured } } };
}

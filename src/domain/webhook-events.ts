/**
 * The events API clients will receive by webhook (SPEC.md 6.2), defined
 * once: name, status, release, meaning and the fields of `data`. The OpenAPI
 * `webhooks` section, the README table and the tests are derived from this
 * catalogue, so a shape changes in one place. All six are planned: SPEC.md
 * 9.3 schedules none, so the release is "a future one" rather than a number
 * this service cannot promise.
 */

export const WEBHOOK_EVENT_NAMES = [
  'booking.created', 'booking.confirmed', 'booking.cancelled', 'review.created', 'school.updated', 'instructor.added',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

export type WebhookEventStatus = 'planned' | 'available';

export interface WebhookField {
  name: string;
  type: 'integer' | 'string' | 'boolean' | 'object';
  /** JSON Schema format or pattern words: `date`, `date-time`. */
  format?: 'date' | 'date-time';
  values?: readonly string[];
  minimum?: number;
  maximum?: number;
  description: string;
}

export interface WebhookEventDefinition {
  name: WebhookEventName;
  status: WebhookEventStatus;
  release: string;
  meaning: string;
  fields: readonly WebhookField[];
}

export const FUTURE_RELEASE = 'a future release (not scheduled; SPEC.md 9.3 names none)';

const id = (what: string): WebhookField => ({ name: 'id', type: 'integer', minimum: 1, description: `${what} identifier` });
const schoolId: WebhookField = { name: 'schoolId', type: 'integer', minimum: 1, description: 'school identifier' };
const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

/** The booking.created body of SPEC.md 6.2, field for field; the other booking events reuse it. */
const BOOKING_FIELDS: readonly WebhookField[] = [
  id('booking'),
  schoolId,
  { name: 'studentName', type: 'string', description: "the student's name as given when booking" },
  { name: 'lessonType', type: 'string', description: 'lesson type label' },
  { name: 'date', type: 'string', format: 'date', description: 'lesson date, YYYY-MM-DD' },
  { name: 'status', type: 'string', values: BOOKING_STATUSES, description: 'booking status label' },
];

const planned = (name: WebhookEventName, meaning: string, fields: readonly WebhookField[]): WebhookEventDefinition => (
  { name, status: 'planned', release: FUTURE_RELEASE, meaning, fields }
);

export const WEBHOOK_EVENTS: readonly WebhookEventDefinition[] = [
  planned('booking.created', "a new booking was created for the client's school", BOOKING_FIELDS),
  planned('booking.confirmed', 'a booking was confirmed by the school or an instructor', [
    ...BOOKING_FIELDS,
    { name: 'confirmedBy', type: 'string', values: ['school', 'instructor'], description: 'who confirmed it' },
  ]),
  planned('booking.cancelled', 'a booking was cancelled by the student or the school', [
    ...BOOKING_FIELDS,
    { name: 'cancelledBy', type: 'string', values: ['student', 'school'], description: 'who cancelled it' },
  ]),
  planned('review.created', 'a new review was posted for the school', [
    id('review'),
    schoolId,
    { name: 'rating', type: 'integer', minimum: 1, maximum: 5, description: 'stars given, 1 to 5' },
    { name: 'authorName', type: 'string', description: "the reviewer's first name and initial" },
    { name: 'createdAt', type: 'string', format: 'date-time', description: 'when it was posted, ISO 8601 UTC' },
  ]),
  planned('school.updated', 'the school profile was updated', [
    id('school'),
    schoolId,
    { name: 'changes', type: 'object', description: 'the fields that changed, with their new values (the listing change sends `{ "featured": true|false }`)' },
  ]),
  planned('instructor.added', 'a new instructor was added to the school', [
    id('instructor'),
    schoolId,
    { name: 'displayName', type: 'string', description: 'first name and initial, as the directory shows it' },
  ]),
];

export function webhookEventDefinition(name: WebhookEventName): WebhookEventDefinition {
  const found = WEBHOOK_EVENTS.find((definition) => definition.name === name);
  if (!found) throw new Error(`no webhook event named ${name}`);
  return found;
}

export function isWebhookEventName(value: string): value is WebhookEventName {
  return (WEBHOOK_EVENT_NAMES as readonly string[]).includes(value);
}

/**
 * The webhooks planned for API clients (SPEC.md 6.2, CONTRACT.md "Outbound
 * webhooks"), as OpenAPI 3.1 `webhooks`: what a receiver will be sent and
 * how to check it came from us. None is emitted yet; each says so.
 */
type JsonSchema = Record<string, unknown>;

export const PLANNED_WEBHOOK_EVENTS = [
  { name: 'booking.created', meaning: 'A new booking was created for the client\'s school' },
  { name: 'booking.confirmed', meaning: 'A booking was confirmed by the school or an instructor' },
  { name: 'booking.cancelled', meaning: 'A booking was cancelled by the student or the school' },
  { name: 'review.created', meaning: 'A new review was posted for the school' },
  { name: 'school.updated', meaning: 'The school profile was updated' },
  { name: 'instructor.added', meaning: 'A new instructor was added to the school' },
] as const;

const SIGNATURE_RULE = 'sha256=<hex HMAC-SHA256, keyed with the endpoint\'s secret, of "<X-SERVICE-Timestamp>.<exact body bytes>">. '
  + 'Recompute it over the raw body, compare in constant time, and refuse a timestamp more than 5 minutes old (replays).';

function deliveryHeaders(): JsonSchema[] {
  const header = (name: string, description: string, schema: JsonSchema) => ({ name, in: 'header', required: true, description, schema });
  return [
    header('X-SERVICE-Delivery', 'A unique id per delivery: a retried delivery repeats it, so a receiver can drop duplicates', { type: 'string' }),
    header('X-SERVICE-Timestamp', 'Unix seconds when the delivery was signed', { type: 'string', pattern: '^\\d+$' }),
    header('X-SERVICE-Signature', SIGNATURE_RULE, { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' }),
  ];
}

function body(event: string): JsonSchema {
  return {
    type: 'object',
    required: ['event', 'timestamp', 'data'],
    properties: {
      event: { const: event, description: 'The event name' },
      timestamp: { type: 'string', format: 'date-time', description: 'When it happened, ISO 8601 UTC' },
      data: {
        type: 'object',
        description: 'The event data; booking.created carries the fields below, the other events\' data is not decided yet',
        properties: {
          id: { type: 'integer', description: 'The record the event is about' },
          schoolId: { type: 'integer', description: 'The school it concerns' },
          studentName: { type: 'string', description: 'The student\'s name' },
          lessonType: { type: 'string', description: 'Lesson type label' },
          date: { type: 'string', format: 'date', description: 'Lesson date, YYYY-MM-DD' },
          status: { type: 'string', description: 'Booking status label' },
        },
      },
    },
  };
}

export function plannedWebhooks(): Record<string, JsonSchema> {
  return Object.fromEntries(PLANNED_WEBHOOK_EVENTS.map(({ name, meaning }) => [name, {
    post: {
      summary: `${meaning} (planned: not emitted yet)`,
      operationId: `webhook_${name.replace('.', '_')}`,
      tags: ['Planned webhooks'],
      description: `Planned for a future release. The service will POST this to the URL a client registers, with Content-Type: application/json. ${meaning}.`,
      parameters: deliveryHeaders(),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: body(name),
            example: {
              event: name,
              timestamp: '2026-01-15T09:30:00Z',
              data: { id: 4012, schoolId: 1, studentName: '<STUDENT_NAME>', lessonType: 'Private lesson', date: '2026-02-02', status: 'pending' },
            },
          },
        },
      },
      responses: {
        '2XX': { description: 'Received; any 2xx acknowledges the delivery' },
        default: { description: 'Anything else is a failed delivery' },
      },
    },
  }]));
}

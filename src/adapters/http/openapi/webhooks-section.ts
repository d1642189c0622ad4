/**
 * The OpenAPI 3.1 `webhooks` section: the requests this service will send
 * to API clients, derived from the event catalogue (domain/webhook-events.ts)
 * so that client developers can build and test receivers before the events
 * are switched on. Each carries its status and release as `x-status` and
 * `x-release`; the signature headers are described once, below.
 */
import { WEBHOOK_EVENTS, type WebhookEventDefinition, type WebhookField } from '../../../domain/webhook-events.js';

type JsonSchema = Record<string, unknown>;

/** The delivery headers of CONTRACT.md "Outbound webhooks", as a receiver reads them. */
export const WEBHOOK_HEADERS = [
  {
    name: 'X-SERVICE-Delivery',
    description: 'Unique id of this delivery; the same on every retry of it, so a receiver can ignore a repeat',
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: 'X-SERVICE-Timestamp',
    description: 'When this attempt was signed, in Unix seconds; refuse deliveries older than a few minutes (replays)',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  {
    name: 'X-SERVICE-Signature',
    description: 'sha256=<hex HMAC-SHA256, keyed with the endpoint\'s secret, of "<X-SERVICE-Timestamp>.<exact body bytes>">; compare in constant time',
    schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
  },
] as const;

/** `booking.created` -> `WebhookBookingCreated`. */
export function webhookSchemaName(event: string): string {
  return `Webhook${event.split(/[._]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')}`;
}

function fieldSchema(field: WebhookField): JsonSchema {
  return {
    type: field.type,
    description: field.description,
    ...(field.format ? { format: field.format } : {}),
    ...(field.values ? { enum: [...field.values] } : {}),
    ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
    ...(field.maximum !== undefined ? { maximum: field.maximum } : {}),
    ...(field.type === 'object' ? { minProperties: 1, additionalProperties: true } : {}),
  };
}

function bodySchema(definition: WebhookEventDefinition): JsonSchema {
  return {
    type: 'object',
    description: `The body of ${definition.name}: ${definition.meaning}.`,
    required: ['event', 'timestamp', 'data'],
    additionalProperties: false,
    properties: {
      event: { const: definition.name, description: 'The event name' },
      timestamp: { type: 'string', format: 'date-time', description: 'When the event happened, ISO 8601 UTC' },
      data: {
        type: 'object',
        description: 'The event data',
        required: definition.fields.map((field) => field.name),
        additionalProperties: false,
        properties: Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])),
      },
    },
  };
}

/** components.schemas entries, one body per event. */
export function webhookBodySchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(WEBHOOK_EVENTS.map((definition) => [webhookSchemaName(definition.name), bodySchema(definition)]));
}

function webhookOperation(definition: WebhookEventDefinition): JsonSchema {
  const marks = { 'x-status': definition.status, 'x-release': definition.release };
  return {
    post: {
      summary: `${definition.name} (${definition.status})`,
      description: `${definition.meaning[0]?.toUpperCase()}${definition.meaning.slice(1)}. Status: ${definition.status}; not sent yet, expected in ${definition.release}. `
        + 'Sent as a POST with Content-Type: application/json to the URL configured for the endpoint, signed with its secret.',
      operationId: `webhook.${definition.name}`,
      ...marks,
      parameters: WEBHOOK_HEADERS.map((header) => ({ in: 'header', required: true, ...header })),
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${webhookSchemaName(definition.name)}` } } } },
      responses: {
        '2XX': { description: 'Any 2xx acknowledges the delivery. Anything else, a redirect, no answer within the timeout or a refused connection is retried with growing delays, up to the maximum attempts.' },
      },
    },
    ...marks,
  };
}

/** The top-level `webhooks` map, keyed by event name. */
export function webhooksSection(): Record<string, JsonSchema> {
  return Object.fromEntries(WEBHOOK_EVENTS.map((definition) => [definition.name, webhookOperation(definition)]));
}

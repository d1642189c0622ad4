/**
 * The outbound webhook settings, from the values config.ts read: the switch,
 * the delivery tuning, and the endpoints (WEBHOOK_ENDPOINTS: a JSON array,
 * inline or in a file). Errors name the variable and the entry but never
 * echo a value: the entries hold secrets.
 */
import { readFileSync } from 'node:fs';
import Joi from 'joi';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, type WebhookEndpoint } from '../adapters/webhooks/webhook-endpoint.js';
import { WEBHOOK_EVENT_NAMES } from '../domain/webhook-events.js';

export interface WebhookConfig {
  /** Off (the default): events are recorded by the stub and no request ever leaves the service. */
  delivery: boolean;
  endpoints: WebhookEndpoint[];
  settings: DeliverySettings;
}

export const MIN_SECRET_LENGTH = 16;

const endpointsSchema = Joi.array().items(Joi.object({
  id: Joi.string().pattern(/^[A-Za-z0-9_.-]{1,64}$/),
  url: Joi.string().uri({ scheme: ['http', 'https'] }).required(),
  events: Joi.array().items(Joi.string().valid(...WEBHOOK_EVENT_NAMES)).min(1).unique().required(),
  secret: Joi.string().min(MIN_SECRET_LENGTH).required(),
})).unique((a, b) => a.id !== undefined && a.id === b.id);

export class WebhookConfigError extends Error {}

/** Inline JSON starts with `[`; anything else is a file path. */
function endpointsText(raw: string): string {
  if (raw.trimStart().startsWith('[')) return raw;
  try {
    return readFileSync(raw, 'utf8');
  } catch (error) {
    throw new WebhookConfigError(`WEBHOOK_ENDPOINTS file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): give a JSON array or the path of a file holding one`);
  }
}

export function parseWebhookEndpoints(raw: string | undefined): WebhookEndpoint[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(endpointsText(raw));
  } catch (error) {
    if (error instanceof WebhookConfigError) throw error;
    throw new WebhookConfigError('WEBHOOK_ENDPOINTS is not valid JSON: expected an array of { id?, url, events, secret }');
  }
  const { value, error } = endpointsSchema.validate(parsed, { abortEarly: true, errors: { wrap: { label: false } } });
  if (error) {
    const where = error.details[0]?.path.join('.') ?? '';
    throw new WebhookConfigError(`WEBHOOK_ENDPOINTS entry ${where || '(root)'}: ${error.details[0]?.message ?? 'invalid'} (each entry is { id?, url: http(s) URL, events: [${WEBHOOK_EVENT_NAMES.join(', ')}], secret: at least ${MIN_SECRET_LENGTH} characters })`);
  }
  return (value as Array<Omit<WebhookEndpoint, 'id'> & { id?: string }>).map((entry, index) => ({
    id: entry.id ?? `endpoint-${index + 1}`, url: entry.url, events: entry.events, secret: entry.secret,
  }));
}

export function webhookConfig(values: {
  delivery: 'on' | 'off';
  endpoints: string | undefined;
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  queueCapacity: number;
}): WebhookConfig {
  const endpoints = parseWebhookEndpoints(values.endpoints);
  if (values.delivery === 'on' && endpoints.length === 0) {
    throw new WebhookConfigError('WEBHOOK_DELIVERY=on needs WEBHOOK_ENDPOINTS: a JSON array (or the path of a file holding one) of { id?, url, events, secret }');
  }
  return {
    delivery: values.delivery === 'on',
    endpoints,
    settings: {
      ...DEFAULT_DELIVERY_SETTINGS,
      timeoutMs: values.timeoutMs,
      maxAttempts: values.maxAttempts,
      retryBaseMs: values.retryBaseMs,
      retryMaxMs: Math.max(values.retryBaseMs, DEFAULT_DELIVERY_SETTINGS.retryMaxMs),
      queueCapacity: values.queueCapacity,
    },
  };
}

/**
 * The only reader of process.env. Every setting is validated once at start-up;
 * a bad value stops the process with one line naming the variable and what it
 * accepts (see main.ts).
 */
import { getHeapStatistics } from 'node:v8';
import Joi from 'joi';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from '../adapters/http/http-limits.js';
import { DEFAULT_DELIVERY_SETTINGS } from '../adapters/webhooks/webhook-endpoint.js';
import { webhookConfig, WebhookConfigError, type WebhookConfig } from './webhook-config.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Absent: the embedded in-memory directory. */
  mongodbUri: string | null;
  mongodbDatabase: string;
  /** Absent: rate-limit counts live in process memory. */
  redisUrl: string | null;
  stripeWebhookSecret: string | null;
  trustedProxies: string[];
  /** `<ip or cidr>:<factor>` entries, validated in shape here and in meaning by the limiter. */
  rateLimitOverrides: Array<{ range: string; factor: number }>;
  /** Size of the generated embedded dataset. */
  seedSchools: number;
  seed: number;
  /** Origins allowed to call /mcp from a browser, besides same-host ones. */
  mcpAllowedOrigins: string[];
  /** How long shutdown waits for in-flight requests before closing them. */
  shutdownTimeoutMs: number;
  /** Timeouts and the per-client connection cap of the HTTP server. */
  http: HttpLimits;
  /** Outbound webhooks to API clients: off unless WEBHOOK_DELIVERY=on. */
  webhooks: WebhookConfig;
}

export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

const commaList = Joi.string().allow('');

function milliseconds(variable: string, fallback: number) {
  return Joi.number().integer().min(1_000).max(600_000).default(fallback)
    .messages({ '*': `${variable} must be an integer number of milliseconds from 1000 to 600000` });
}

function splitList(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000)
    .messages({ '*': 'PORT must be an integer from 0 to 65535' }),
  HOST: Joi.string().hostname().default('0.0.0.0')
    .messages({ '*': 'HOST must be a host name or IP address to listen on' }),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info')
    .messages({ '*': 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }),
  MONGODB_URI: Joi.string().pattern(/^mongodb(\+srv)?:\/\//).allow('')
    .messages({ '*': 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string' }),
  MONGODB_DATABASE: Joi.string().pattern(/^[A-Za-z0-9_-]{1,63}$/).default('ski_directory')
    .messages({ '*': 'MONGODB_DATABASE must be 1-63 letters, digits, _ or -' }),
  REDIS_URL: Joi.string().pattern(/^rediss?:\/\//).allow('')
    .messages({ '*': 'REDIS_URL must be a redis:// or rediss:// URL' }),
  STRIPE_WEBHOOK_SECRET: Joi.string().allow(''),
  TRUSTED_PROXIES: commaList.default(''),
  RATE_LIMIT_OVERRIDES: Joi.string().allow(''),
  // The embedded store holds everything in the heap (~6 instructors a school); larger sets belong in MongoDB.
  SEED_SCHOOLS: Joi.number().integer().min(1).max(1_000_000).default(1000)
    .messages({ '*': 'SEED_SCHOOLS must be an integer from 1 to 1000000 (load larger datasets into MongoDB)' }),
  SEED: Joi.number().integer().min(0).max(2 ** 31 - 1).default(42)
    .messages({ '*': 'SEED must be a non-negative integer' }),
  MCP_ALLOWED_ORIGINS: commaList.default(''),
  SHUTDOWN_TIMEOUT_MS: Joi.number().integer().min(0).max(600_000).default(10_000)
    .messages({ '*': 'SHUTDOWN_TIMEOUT_MS must be an integer number of milliseconds up to 600000' }),
  HEADERS_TIMEOUT_MS: milliseconds('HEADERS_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: milliseconds('REQUEST_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.requestTimeoutMs),
  PAYLOAD_TIMEOUT_MS: milliseconds('PAYLOAD_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.payloadTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs),
  MAX_CONNECTIONS_PER_CLIENT: Joi.number().integer().min(1).max(65_535).default(DEFAULT_HTTP_LIMITS.maxConnectionsPerClient)
    .messages({ '*': 'MAX_CONNECTIONS_PER_CLIENT must be an integer from 1 to 65535' }),
  WEBHOOK_DELIVERY: Joi.string().valid('off', 'on').default('off')
    .messages({ '*': 'WEBHOOK_DELIVERY must be off or on' }),
  // Checked in webhook-config.ts, whose messages never echo the value: it holds secrets.
  WEBHOOK_ENDPOINTS: Joi.string().allow(''),
  WEBHOOK_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(DEFAULT_DELIVERY_SETTINGS.timeoutMs)
    .messages({ '*': 'WEBHOOK_TIMEOUT_MS must be an integer number of milliseconds from 100 to 60000' }),
  WEBHOOK_MAX_ATTEMPTS: Joi.number().integer().min(1).max(20).default(DEFAULT_DELIVERY_SETTINGS.maxAttempts)
    .messages({ '*': 'WEBHOOK_MAX_ATTEMPTS must be an integer from 1 to 20' }),
  WEBHOOK_RETRY_BASE_MS: Joi.number().integer().min(1).max(3_600_000).default(DEFAULT_DELIVERY_SETTINGS.retryBaseMs)
    .messages({ '*': 'WEBHOOK_RETRY_BASE_MS must be an integer number of milliseconds from 1 to 3600000' }),
  WEBHOOK_QUEUE_CAPACITY: Joi.number().integer().min(1).max(1_000_000).default(DEFAULT_DELIVERY_SETTINGS.queueCapacity)
    .messages({ '*': 'WEBHOOK_QUEUE_CAPACITY must be an integer from 1 to 1000000' }),
}).unknown(true);

/** Overrides split on the last colon so that IPv6 addresses keep theirs. */
function parseOverrides(raw: string | undefined): Config['rateLimitOverrides'] {
  if (!raw) return [];
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const cut = entry.lastIndexOf(':');
    const factor = Number(entry.slice(cut + 1));
    if (cut <= 0 || !Number.isFinite(factor) || factor <= 0) {
      throw new ConfigError('RATE_LIMIT_OVERRIDES', `RATE_LIMIT_OVERRIDES entry '${entry}' must be <ip or cidr>:<positive factor>`);
    }
    return { range: entry.slice(0, cut).replace(/[[\]]/g, ''), factor };
  });
}

/**
 * The body timeout starts once the head has arrived, so the whole-request
 * backstop must leave room for both: otherwise it would cut a slow body's
 * connection before the body timeout could answer it 408.
 */
function httpLimits(value: Record<string, number>): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: value.HEADERS_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.headersTimeoutMs,
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.requestTimeoutMs,
    payloadTimeoutMs: value.PAYLOAD_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.payloadTimeoutMs,
    keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
    maxConnectionsPerClient: value.MAX_CONNECTIONS_PER_CLIENT ?? DEFAULT_HTTP_LIMITS.maxConnectionsPerClient,
  };
  if (limits.requestTimeoutMs < limits.headersTimeoutMs + limits.payloadTimeoutMs) {
    throw new ConfigError('REQUEST_TIMEOUT_MS', `Invalid configuration: REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}) must be at least HEADERS_TIMEOUT_MS + PAYLOAD_TIMEOUT_MS (${limits.headersTimeoutMs + limits.payloadTimeoutMs}), so that a slow body is answered 408 before its connection is cut`);
  }
  return limits;
}

function webhooks(value: Record<string, string | number | undefined>): WebhookConfig {
  try {
    return webhookConfig({
      delivery: value.WEBHOOK_DELIVERY as 'on' | 'off',
      endpoints: value.WEBHOOK_ENDPOINTS as string | undefined,
      timeoutMs: value.WEBHOOK_TIMEOUT_MS as number,
      maxAttempts: value.WEBHOOK_MAX_ATTEMPTS as number,
      retryBaseMs: value.WEBHOOK_RETRY_BASE_MS as number,
      queueCapacity: value.WEBHOOK_QUEUE_CAPACITY as number,
    });
  } catch (error) {
    if (!(error instanceof WebhookConfigError)) throw error;
    throw new ConfigError(error.message.startsWith('WEBHOOK_DELIVERY') ? 'WEBHOOK_DELIVERY' : 'WEBHOOK_ENDPOINTS', `Invalid configuration: ${error.message}`);
  }
}

/**
 * JavaScript heap the embedded directory holds per generated school, its instructors included: 3.3 GB
 * after start-up at a million schools (the records, their maps and the indexes' keys), rounded up for
 * what a build and requests add on top.
 */
const HEAP_BYTES_PER_SCHOOL = 4_000;

/**
 * A directory that cannot fit in the heap Node was given would run out of memory minutes into its
 * start-up (V8 gives about 2 GB on a machine of 8 GB, 4 GB from 16 GB): said now, with what to do.
 */
function checkHeapFits(seedSchools: number, heapLimitBytes: number): void {
  const needed = seedSchools * HEAP_BYTES_PER_SCHOOL;
  if (needed <= heapLimitBytes) return;
  const gigabytes = (bytes: number) => (bytes / 2 ** 30).toFixed(1);
  const suggested = (Math.ceil(needed / 2 ** 30) + 1) * 1024;
  throw new ConfigError('SEED_SCHOOLS', `Refusing to start: SEED_SCHOOLS=${seedSchools} needs about ${gigabytes(needed)} GB of JavaScript heap for the embedded directory, and this process may use ${gigabytes(heapLimitBytes)} GB. Give Node more (NODE_OPTIONS=--max-old-space-size=${suggested}), generate fewer schools, or serve them from MongoDB (MONGODB_URI).`);
}

/** `heapLimitBytes`: the heap this process may use (V8's own limit unless a test says otherwise). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, heapLimitBytes = getHeapStatistics().heap_size_limit): Config {
  const { value, error } = schema.validate(env, { abortEarly: true, convert: true });
  if (error) {
    const variable = String(error.details[0]?.path[0] ?? 'environment');
    throw new ConfigError(variable, `Invalid configuration: ${error.details[0]?.message ?? error.message} (got ${JSON.stringify(env[variable])})`);
  }
  const config: Config = {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    logLevel: value.LOG_LEVEL,
    mongodbUri: value.MONGODB_URI || null,
    mongodbDatabase: value.MONGODB_DATABASE,
    redisUrl: value.REDIS_URL || null,
    stripeWebhookSecret: value.STRIPE_WEBHOOK_SECRET || null,
    trustedProxies: splitList(value.TRUSTED_PROXIES),
    rateLimitOverrides: parseOverrides(value.RATE_LIMIT_OVERRIDES),
    seedSchools: value.SEED_SCHOOLS,
    seed: value.SEED,
    mcpAllowedOrigins: splitList(value.MCP_ALLOWED_ORIGINS),
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    http: httpLimits(value),
    webhooks: webhooks(value),
  };
  if (config.env === 'production' && !config.mongodbUri) {
    throw new ConfigError('MONGODB_URI', 'Refusing to start: NODE_ENV=production needs a durable backend, but MONGODB_URI is not set (the embedded directory is generated in memory and is for development and tests).');
  }
  if (!config.mongodbUri) checkHeapFits(config.seedSchools, heapLimitBytes);
  return config;
}

/**
 * The pooled MongoClient and its start-up. Defaults favour failing fast: an
 * unreachable database turns into a 503 within seconds rather than requests
 * hanging, and the driver's monitor keeps probing so that service resumes by
 * itself. Any option written in the connection string wins over a default
 * here, so operators tune the pool or timeouts without a code change.
 */
import { MongoClient, type MongoClientOptions } from 'mongodb';

export const CLIENT_DEFAULTS = {
  appName: 'ski-directory',
  maxPoolSize: 50,
  minPoolSize: 0,
  maxIdleTimeMS: 60_000,
  /** How long an operation waits for a usable server before failing: the outage-to-503 delay. */
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
  /** Backstop above QUERY_TIME_LIMIT_MS, so the server's own limit fires first. */
  socketTimeoutMS: 30_000,
  retryReads: true,
} as const satisfies MongoClientOptions;

/** Server-side budget for one read (maxTimeMS): a runaway query is stopped, not left to pile up. */
export const QUERY_TIME_LIMIT_MS = 15_000;

/** Option names present in the connection string, lower-cased (URI options are case-insensitive). */
function uriOptionNames(uri: string): Set<string> {
  const query = uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : '';
  return new Set([...new URLSearchParams(query).keys()].map((name) => name.toLowerCase()));
}

export function createMongoClient(uri: string, overrides: MongoClientOptions = {}): MongoClient {
  const inUri = uriOptionNames(uri);
  const defaults = Object.fromEntries(Object.entries(CLIENT_DEFAULTS).filter(([name]) => !inUri.has(name.toLowerCase())));
  return new MongoClient(uri, { ...defaults, ...overrides });
}

export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** About a minute in total: long enough to ride out a database that starts alongside us. */
export const START_UP_RETRY: RetryPolicy = { attempts: 8, firstDelayMs: 500, maxDelayMs: 15_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The slice of a logger the retry loop needs: pino's Logger fits, and so does a CLI's plain printer. */
export interface RetryLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Connects, retrying with exponential backoff; after the last attempt the
 * error propagates so that the process exits and its supervisor decides.
 * The credentials in the URI are never logged.
 */
export async function connectWithRetry(client: MongoClient, logger: RetryLog, policy: RetryPolicy = START_UP_RETRY): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.connect();
      if (attempt > 1) logger.info({ attempt }, 'connected to MongoDB');
      return;
    } catch (error) {
      if (attempt >= policy.attempts) {
        logger.error({ attempt, err: error }, 'giving up connecting to MongoDB');
        throw error;
      }
      const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1));
      logger.warn({ attempt, of: policy.attempts, retryInMs: delayMs, reason: (error as Error).message }, 'MongoDB not reachable yet; retrying');
      await sleep(delayMs);
    }
  }
}

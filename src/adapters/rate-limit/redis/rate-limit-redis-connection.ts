/**
 * The ioredis client for rate limiting, tuned so that a dead or hung Redis
 * makes requests fall back at once instead of waiting: short command
 * timeouts, no offline queue (commands fail while disconnected rather than
 * pile up), no per-command retries, and background reconnection with capped
 * backoff so that recovery needs no restart.
 */
import { once } from 'node:events';
import { Redis } from 'ioredis';

export interface RateLimitRedisOptions {
  commandTimeoutMs?: number;
  /** How long opening waits for the first connection before going on without it. */
  connectWaitMs?: number;
  /** Connection errors; the client reconnects by itself, so these are for debug logs. */
  onError?: (error: Error) => void;
}

export interface RateLimitRedisConnection {
  readonly client: Redis;
  /** Whether the first connection was made within connectWaitMs. */
  readonly connectedAtStart: boolean;
  isReady(): boolean;
  close(): Promise<void>;
}

export async function openRateLimitRedis(url: string, options: RateLimitRedisOptions = {}): Promise<RateLimitRedisConnection> {
  const client = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2_000,
    disconnectTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2_000),
  });
  // Without a listener ioredis prints every failed reconnect to the console.
  client.on('error', options.onError ?? (() => {}));
  // With no offline queue, requests made before the first connection would all fall back; wait a little for it.
  const connectedAtStart = await Promise.race([
    once(client, 'ready').then(() => true, () => false),
    new Promise<boolean>((resolve) => setTimeout(resolve, options.connectWaitMs ?? 2_000, false).unref()),
  ]);
  return {
    client,
    connectedAtStart,
    isReady: () => client.status === 'ready',
    close: () => closeRedisClient(client),
  };
}

/**
 * QUIT when connected, else disconnect: disconnect() arms a timer that only a
 * live socket clears, so it is kept for when QUIT cannot be used.
 */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Fall through: a failed QUIT leaves nothing to lose.
    }
  }
  client.disconnect();
}

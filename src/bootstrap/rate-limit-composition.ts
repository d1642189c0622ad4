/**
 * Builds rate limiting from configuration: the store (memory, or Redis with
 * an in-memory fail-open fallback when REDIS_URL is set), the use case, and
 * the Hapi plugin to hand to createServer's `plugins`.
 *
 * Redis outage policy: fail open, per instance. While Redis cannot answer,
 * each instance keeps enforcing every tier with its own in-memory counts (so
 * a client can get up to N times its budget across N instances, never
 * unlimited); one warning is logged per outage, and the shared budget resumes
 * by itself when Redis answers again. The service never refuses or stalls
 * traffic because of the counter store: commands time out after
 * `commandTimeoutMs`, nothing queues while disconnected, and ioredis keeps
 * reconnecting in the background. /ready stays ok and says which store counts.
 */
import type { ServerRegisterPluginObject } from '@hapi/hapi';
import type { Logger } from 'pino';
import type { Clock } from '../application/ports/clock.js';
import type { RateLimitStore } from '../application/ports/rate-limit-store.js';
import type { ReadinessProbe } from '../application/ports/readiness-probe.js';
import { CheckRateLimit } from '../application/use-cases/check-rate-limit.js';
import { clientResolver, overrideFactorResolver, InvalidAddressRangeError } from '../adapters/http/client-address.js';
import { rateLimitPlugin, type RateLimitPluginOptions } from '../adapters/http/rate-limit-plugin.js';
import { FailoverRateLimitStore } from '../adapters/rate-limit/failover-rate-limit-store.js';
import { InMemoryRateLimitStore } from '../adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import { RedisRateLimitStore } from '../adapters/rate-limit/redis/redis-rate-limit-store.js';
import { openRateLimitRedis } from '../adapters/rate-limit/redis/rate-limit-redis-connection.js';
import { ConfigError, type Config } from './config.js';

export interface RateLimitingDeps {
  config: Pick<Config, 'redisUrl' | 'trustedProxies' | 'rateLimitOverrides'>;
  logger: Logger;
  clock: Clock;
  /** Tuning for tests and benchmarks; the defaults suit production. */
  redis?: { keyPrefix?: string; commandTimeoutMs?: number; connectWaitMs?: number; retryPrimaryAfterMs?: number };
}

export interface RateLimiting {
  plugin: ServerRegisterPluginObject<RateLimitPluginOptions>;
  store: RateLimitStore;
  checkRateLimit: CheckRateLimit;
  /** Present with Redis: always ok (the limiter fails open), with a detail naming the store in use. */
  readinessProbe?: ReadinessProbe;
  /** Call after the server has stopped. */
  close(): Promise<void>;
}

function validated<T>(variable: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof InvalidAddressRangeError) throw new ConfigError(variable, `${variable}: ${error.message}`);
    throw error;
  }
}

interface ComposedStore {
  store: RateLimitStore;
  readinessProbe?: ReadinessProbe;
  close(): Promise<void>;
}

async function openRedisStore(redisUrl: string, fallback: RateLimitStore, deps: RateLimitingDeps): Promise<ComposedStore> {
  const { logger, clock } = deps;
  const options = deps.redis ?? {};
  const redis = await openRateLimitRedis(redisUrl, {
    commandTimeoutMs: options.commandTimeoutMs,
    connectWaitMs: options.connectWaitMs,
    // Outages are reported once by the failover store, not per reconnect attempt.
    onError: (error) => logger.debug({ err: error }, 'rate-limit redis client error'),
  });
  if (!redis.connectedAtStart) logger.warn('Redis (rate limits) not reachable at start-up: counting per instance in memory until it is');
  const failover = new FailoverRateLimitStore({
    primary: new RedisRateLimitStore(redis.client, { keyPrefix: options.keyPrefix ?? 'ratelimit:' }),
    fallback,
    clock,
    logger,
    primaryName: 'Redis (rate limits)',
    retryPrimaryAfterMs: options.retryPrimaryAfterMs ?? 1_000,
  });
  return {
    store: failover,
    readinessProbe: {
      name: 'rate-limit-store',
      check: async () => ({
        ok: true,
        detail: redis.isReady() && !failover.degraded ? 'redis' : 'redis unreachable; counting per instance in memory (fail-open)',
      }),
    },
    close: () => redis.close(),
  };
}

export async function composeRateLimiting(deps: RateLimitingDeps): Promise<RateLimiting> {
  const { config, clock } = deps;
  const overrideFactor = validated('RATE_LIMIT_OVERRIDES', () => overrideFactorResolver(config.rateLimitOverrides));
  const clientOf = validated('TRUSTED_PROXIES', () => clientResolver(config.trustedProxies));
  const memory = new InMemoryRateLimitStore();
  const { store, readinessProbe, close }: ComposedStore = config.redisUrl
    ? await openRedisStore(config.redisUrl, memory, deps)
    : { store: memory, close: async () => {} };
  const checkRateLimit = new CheckRateLimit({ store, clock, overrideFactor });
  return {
    plugin: { plugin: rateLimitPlugin, options: { checkRateLimit, clientOf } },
    store,
    checkRateLimit,
    ...(readinessProbe ? { readinessProbe } : {}),
    close,
  };
}

/**
 * The rate-limit slice's adapters, from configuration: who a request comes
 * from (TRUSTED_PROXIES), which addresses get more (RATE_LIMIT_OVERRIDES), and
 * where counts live (memory, or Redis with an in-memory fail-open fallback
 * when REDIS_URL is set). The container builds CheckRateLimit and the plugin
 * options from them.
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
import type { Logger } from 'pino';
import type { Clock } from '../application/ports/clock.js';
import type { RateLimitStore } from '../application/ports/rate-limit-store.js';
import type { ReadinessProbe } from '../application/ports/readiness-probe.js';
import type { OverrideFactor } from '../application/use-cases/check-rate-limit.js';
import { clientResolver, overrideFactorResolver, InvalidAddressRangeError, type ClientResolver } from '../adapters/http/client-address.js';
import { FailoverRateLimitStore } from '../adapters/rate-limit/failover-rate-limit-store.js';
import { InMemoryRateLimitStore } from '../adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import { ConfigError, type Config } from './config.js';

export interface RateLimitSettings {
  clientOf: ClientResolver;
  overrideFactor: OverrideFactor;
}

/** Tuning for tests and benchmarks; the defaults suit production. */
export interface RedisTuning {
  keyPrefix?: string;
  commandTimeoutMs?: number;
  connectWaitMs?: number;
  retryPrimaryAfterMs?: number;
}

export interface OpenedRateLimitStore {
  rateLimitStore: RateLimitStore;
  /** With Redis: always ok (the limiter fails open), with a detail naming the store in use. */
  readinessProbes: ReadinessProbe[];
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

/** Needs no I/O, so a bad value stops the start-up before anything connects. */
export function rateLimitSettings(config: Pick<Config, 'trustedProxies' | 'rateLimitOverrides'>): RateLimitSettings {
  return {
    overrideFactor: validated('RATE_LIMIT_OVERRIDES', () => overrideFactorResolver(config.rateLimitOverrides)),
    clientOf: validated('TRUSTED_PROXIES', () => clientResolver(config.trustedProxies)),
  };
}

async function openRedisStore(redisUrl: string, fallback: RateLimitStore, logger: Logger, clock: Clock, tuning: RedisTuning): Promise<OpenedRateLimitStore> {
  // Loaded only when REDIS_URL is set: the client is a sizeable share of start-up for a service that never uses it.
  const [{ openRateLimitRedis }, { RedisRateLimitStore }] = await Promise.all([
    import('../adapters/rate-limit/redis/rate-limit-redis-connection.js'),
    import('../adapters/rate-limit/redis/redis-rate-limit-store.js'),
  ]);
  const redis = await openRateLimitRedis(redisUrl, {
    commandTimeoutMs: tuning.commandTimeoutMs,
    connectWaitMs: tuning.connectWaitMs,
    // Outages are reported once by the failover store, not per reconnect attempt.
    onError: (error) => logger.debug({ err: error }, 'rate-limit redis client error'),
  });
  if (!redis.connectedAtStart) logger.warn('Redis (rate limits) not reachable at start-up: counting per instance in memory until it is');
  const failover = new FailoverRateLimitStore({
    primary: new RedisRateLimitStore(redis.client, { keyPrefix: tuning.keyPrefix ?? 'ratelimit:' }),
    fallback,
    clock,
    logger,
    primaryName: 'Redis (rate limits)',
    retryPrimaryAfterMs: tuning.retryPrimaryAfterMs ?? 1_000,
  });
  const probe: ReadinessProbe = {
    name: 'rate-limit-store',
    check: async () => ({
      ok: true,
      detail: redis.isReady() && !failover.degraded ? 'redis' : 'redis unreachable; counting per instance in memory (fail-open)',
    }),
  };
  return { rateLimitStore: failover, readinessProbes: [probe], close: () => redis.close() };
}

export async function openRateLimitStore(
  config: Pick<Config, 'redisUrl'>,
  deps: { logger: Logger; clock: Clock; tuning?: RedisTuning },
): Promise<OpenedRateLimitStore> {
  const memory = new InMemoryRateLimitStore();
  if (!config.redisUrl) return { rateLimitStore: memory, readinessProbes: [], close: async () => {} };
  return openRedisStore(config.redisUrl, memory, deps.logger, deps.clock, deps.tuning ?? {});
}

/**
 * RateLimitStore in Redis, so that every instance pointed at one Redis draws
 * on one budget per client. Each hit is a single Lua script (one round trip,
 * atomic on the server) over a sorted set of accepted timestamps: members are
 * unique per request, scores are the callers' timestamps, and the key expires
 * by itself (PEXPIRE) once its newest timestamp has left the window.
 *
 * The script is an ioredis custom command (defineCommand): ioredis sends
 * EVALSHA and falls back to EVAL when the server has lost the script (after a
 * restart, a failover or SCRIPT FLUSH), so the text travels only when needed.
 *
 * Every failure to get an answer (connection down, offline, command timeout)
 * becomes BackendUnavailableError; the composition decides what that means
 * (see FailoverRateLimitStore). Give the client short timeouts and no offline
 * queue, or a dead Redis stalls requests instead of failing fast.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { BackendUnavailableError } from '../../../domain/errors.js';
import { slidingWindowResult, type SlidingWindowResult } from '../../../domain/rate-limit.js';
import type { RateLimitHit, RateLimitStore } from '../../../application/ports/rate-limit-store.js';

// KEYS[1] the log; ARGV: now, windowMs, limit, unique member.
// Returns { allowed, count, oldest score, blocker score } (scores as strings, so fractional ms survive).
const SLIDING_WINDOW_HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < limit then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  count = count + 1
  allowed = 1
  local newest = tonumber(redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
  redis.call('PEXPIRE', KEYS[1], math.ceil(math.max(newest, now) - now + window))
end
local oldest = false
local blocker = false
if count > 0 then
  oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
end
if allowed == 0 and count >= limit then
  blocker = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')[2]
end
return { allowed, count, oldest, blocker }
`;
const COMMAND = 'slidingWindowHit';

export interface RedisRateLimitStoreOptions {
  /** Namespaces the keys, e.g. per deployment or per test run. */
  keyPrefix?: string;
}

type ScriptReply = [number, number, string | null, string | null];

/** The client once the command is defined on it; ioredis adds the method at run time only. */
type WithSlidingWindowHit = Redis & {
  [COMMAND](key: string, now: string, windowMs: string, limit: string, member: string): Promise<ScriptReply>;
};

export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: WithSlidingWindowHit;
  readonly #keyPrefix: string;
  // Members must be unique across instances and requests that share a millisecond.
  readonly #memberPrefix = randomBytes(6).toString('base64url');
  #sequence = 0;

  constructor(redis: Redis, options: RedisRateLimitStoreOptions = {}) {
    redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: SLIDING_WINDOW_HIT });
    this.#redis = redis as WithSlidingWindowHit;
    this.#keyPrefix = options.keyPrefix ?? 'ratelimit:';
  }

  async hit({ key, limit, windowMs, now }: RateLimitHit): Promise<SlidingWindowResult> {
    this.#sequence = (this.#sequence + 1) % Number.MAX_SAFE_INTEGER;
    const member = `${this.#memberPrefix}.${this.#sequence.toString(36)}`;
    let reply: ScriptReply;
    try {
      reply = await this.#redis[COMMAND](this.#keyPrefix + key, String(now), String(windowMs), String(limit), member);
    } catch (error) {
      throw new BackendUnavailableError('The shared rate-limit store (Redis) did not answer.', { cause: error });
    }
    const [allowed, count, oldest, blocker] = reply;
    return slidingWindowResult({
      allowed: allowed === 1,
      count,
      oldest: oldest === null ? null : Number(oldest),
      blocker: blocker === null ? null : Number(blocker),
      now,
      windowMs,
      limit,
    });
  }
}

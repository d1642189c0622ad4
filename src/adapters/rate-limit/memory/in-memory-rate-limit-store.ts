/**
 * The default RateLimitStore: an exact log of accepted timestamps per key in
 * process memory, for a single instance (several instances each keep their
 * own budget; configure Redis to share one).
 *
 * Memory stays bounded however many distinct clients arrive: logs are capped
 * both in count and in bytes, and each is forgotten once its newest timestamp
 * has left the window. When the caps are hit, the log holding the fewest
 * requests is forgotten first (see CountRankedLogs), so a flood of new
 * clients displaces other light clients, not a blocked one.
 */
import { slidingWindowResult, type SlidingWindowResult } from '../../../domain/rate-limit.js';
import type { RateLimitHit, RateLimitStore } from '../../../application/ports/rate-limit-store.js';
import { CountRankedLogs } from './count-ranked-logs.js';

export interface InMemoryRateLimitStoreOptions {
  /** Most keys (tier + client) remembered at once. */
  maxKeys?: number;
  /** Most bytes of timestamp logs remembered at once. */
  maxBytes?: number;
}

export class InMemoryRateLimitStore implements RateLimitStore {
  readonly #logs: CountRankedLogs;

  constructor(options: InMemoryRateLimitStoreOptions = {}) {
    this.#logs = new CountRankedLogs({ maxKeys: options.maxKeys ?? 100_000, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
  }

  /** Keys currently remembered; for tests and diagnostics. */
  get size(): number {
    return this.#logs.size;
  }

  /** At once, not as a promise: the store is asked on every request (now-or-later.ts). */
  hit({ key, limit, windowMs, now }: RateLimitHit): SlidingWindowResult {
    const log = this.#logs.open(key, windowMs);
    const ring = log.ring;
    ring.dropThrough(now - windowMs);
    const allowed = ring.size < limit;
    if (allowed) ring.push(now);
    this.#logs.file(log, now);
    return slidingWindowResult({
      allowed,
      count: ring.size,
      oldest: ring.at(0),
      blocker: allowed ? null : ring.at(ring.size - limit),
      now,
      windowMs,
      limit,
    });
  }
}

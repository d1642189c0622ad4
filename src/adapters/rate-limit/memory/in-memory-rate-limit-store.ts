/**
 * The default RateLimitStore: an exact log of accepted timestamps per key in
 * process memory, for a single instance (several instances each keep their
 * own budget; configure Redis to share one).
 *
 * Memory stays bounded however many distinct clients arrive: keys live in an
 * LRU capped both in count and in bytes, and each expires once its newest
 * timestamp has left the window. When the caps are hit, the least recently
 * active client is forgotten first; it then starts from a fresh budget,
 * which is the price of a bound and only matters under a flood of clients.
 */
import { LRUCache } from 'lru-cache';
import { slidingWindowResult, type SlidingWindowResult } from '../../../domain/rate-limit.js';
import type { RateLimitHit, RateLimitStore } from '../../../application/ports/rate-limit-store.js';
import { TimestampRing } from './timestamp-ring.js';

export interface InMemoryRateLimitStoreOptions {
  /** Most keys (tier + client) remembered at once. */
  maxKeys?: number;
  /** Most bytes of timestamp logs remembered at once. */
  maxBytes?: number;
}

/** Per-key bookkeeping beyond the ring itself (map entry, LRU node, key string). */
const ENTRY_OVERHEAD_BYTES = 200;
/** The LRU's clock is its own, not ours; a little slack keeps it from expiring a key early. */
const TTL_SLACK_MS = 1_000;

export class InMemoryRateLimitStore implements RateLimitStore {
  readonly #logs: LRUCache<string, TimestampRing>;

  constructor(options: InMemoryRateLimitStoreOptions = {}) {
    this.#logs = new LRUCache<string, TimestampRing>({
      max: options.maxKeys ?? 100_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (ring) => ring.byteLength + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** Keys currently remembered; for tests and diagnostics. */
  get size(): number {
    return this.#logs.size;
  }

  async hit({ key, limit, windowMs, now }: RateLimitHit): Promise<SlidingWindowResult> {
    const ring = this.#logs.get(key) ?? new TimestampRing();
    ring.dropThrough(now - windowMs);
    const allowed = ring.size < limit;
    if (allowed) {
      const bytesBefore = ring.byteLength;
      ring.push(now);
      // The LRU re-measures a value only when it changes identity, so a ring that grew is re-inserted.
      if (ring.byteLength !== bytesBefore) this.#logs.delete(key);
      const newest = Math.max(ring.newest() ?? now, now);
      this.#logs.set(key, ring, { ttl: Math.ceil(newest - now + windowMs) + TTL_SLACK_MS });
    }
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

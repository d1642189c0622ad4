import type { SlidingWindowResult } from '../../domain/rate-limit.js';
import type { NowOrLater } from './now-or-later.js';

export interface RateLimitHit {
  /** One budget: tier and client key together, e.g. `public-api:203.0.113.7`. */
  readonly key: string;
  /** Requests accepted per window for this key, overrides already applied. */
  readonly limit: number;
  readonly windowMs: number;
  /** The caller's clock (milliseconds since the epoch); stores never read their own. */
  readonly now: number;
}

/**
 * Where sliding-window request logs are kept.
 *
 * `hit` is one atomic check-and-record: it forgets the key's timestamps at or
 * before `now - windowMs`, then, if fewer than `limit` remain, records `now`
 * and reports `allowed: true`; otherwise it records nothing and reports
 * `allowed: false`. No other `hit` on the same key (from this process or, for
 * a shared store, any other) can interleave between the check and the record,
 * so two concurrent callers never both take the last slot.
 *
 * The window is exact, not approximated: the counted requests are exactly
 * those recorded in (now - windowMs, now]. Timestamps may arrive out of
 * order (clock skew between instances sharing a store): each still counts
 * until its own timestamp + windowMs.
 *
 * It answers with the counts after the check (`remaining`, `resetMs`,
 * `retryAfterMs`; see SlidingWindowResult). It never throws for a full
 * window. It throws or rejects with BackendUnavailableError when the store cannot
 * answer (connection down, command timed out); the caller decides whether
 * that fails open or closed. Keys are forgotten by the store on their own
 * once their newest timestamp has left the window.
 */
export interface RateLimitStore {
  /** At once from a store in the process's own memory, later from one that asks a server (now-or-later.ts). */
  hit(request: RateLimitHit): NowOrLater<SlidingWindowResult>;
}

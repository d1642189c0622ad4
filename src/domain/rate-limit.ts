/**
 * The rate-limit tiers of SPEC.md part 8 and the arithmetic of an exact
 * sliding window. A request at `now` counts the requests accepted in the
 * half-open span (now - window, now]: an accepted request stops counting at
 * exactly its timestamp + window. Refused requests are never recorded, so a
 * client hammering after a 429 does not push its own recovery further away.
 */

export type RateLimitTierName = 'public-api' | 'mcp' | 'ai' | 'ai-authenticated' | 'form-submit';

export interface RateLimitTier {
  readonly name: RateLimitTierName;
  /** The tier's name in SPEC.md; clients read it in the 429 message. */
  readonly label: string;
  readonly limit: number;
  readonly windowMs: number;
}

const MINUTE_MS = 60_000;

export const RATE_LIMIT_TIERS: Readonly<Record<RateLimitTierName, RateLimitTier>> = {
  'public-api': { name: 'public-api', label: 'Public API', limit: 100, windowMs: MINUTE_MS },
  mcp: { name: 'mcp', label: 'MCP Server', limit: 60, windowMs: MINUTE_MS },
  ai: { name: 'ai', label: 'AI Features', limit: 5, windowMs: MINUTE_MS },
  'ai-authenticated': { name: 'ai-authenticated', label: 'AI (Authenticated)', limit: 15, windowMs: MINUTE_MS },
  'form-submit': { name: 'form-submit', label: 'Form Submit', limit: 3, windowMs: MINUTE_MS },
};

export function isRateLimitTierName(value: unknown): value is RateLimitTierName {
  return typeof value === 'string' && Object.hasOwn(RATE_LIMIT_TIERS, value);
}

/** Who is asking, as far as the limiter is concerned. */
export interface RateLimitClient {
  /** The budget key: an IPv4 address, or the /64 prefix of an IPv6 address. */
  readonly key: string;
  /** The client's own address, which operator overrides are matched against. */
  readonly address: string;
}

/**
 * The single place that decides which tier a caller of a route really gets:
 * AI routes declare `ai`, and signed-in users are moved to the larger
 * authenticated AI budget (and anonymous ones kept out of it).
 */
export function tierForCaller(declared: RateLimitTierName, caller: { signedIn: boolean }): RateLimitTierName {
  if (declared === 'ai' || declared === 'ai-authenticated') return caller.signedIn ? 'ai-authenticated' : 'ai';
  return declared;
}

/** An override multiplies a tier's limit; the result never drops below one request. */
export function scaledLimit(limit: number, factor: number): number {
  return Math.max(1, Math.floor(limit * factor));
}

/** What a store reports after one check-and-record, in milliseconds. */
export interface SlidingWindowResult {
  readonly allowed: boolean;
  /** Requests still accepted right now, after this one was counted. */
  readonly remaining: number;
  /** Until the oldest counted request leaves the window; 0 when nothing is counted. */
  readonly resetMs: number;
  /** Until a refused caller would be accepted; 0 when allowed. */
  readonly retryAfterMs: number;
}

/**
 * Derives the result from the window's state after the check. `oldest` is the
 * earliest counted timestamp; `blocker` (on refusal) is the one whose expiry
 * frees a slot, i.e. the (count - limit + 1)-th oldest, which is the oldest
 * unless the limit was lowered while requests were counted.
 */
export function slidingWindowResult(state: {
  allowed: boolean; count: number; oldest: number | null; blocker: number | null; now: number; windowMs: number; limit: number;
}): SlidingWindowResult {
  const { allowed, count, oldest, blocker, now, windowMs, limit } = state;
  const resetMs = count > 0 && oldest !== null ? Math.max(0, oldest + windowMs - now) : 0;
  const retryAfterMs = allowed ? 0 : Math.max(0, (blocker ?? oldest ?? now) + windowMs - now);
  return { allowed, remaining: Math.max(0, limit - count), resetMs, retryAfterMs };
}

/** The verdict for one request, in the whole seconds that the HTTP headers carry. */
export interface RateLimitDecision {
  readonly tier: RateLimitTier;
  readonly allowed: boolean;
  /** The tier's limit after any operator override. */
  readonly limit: number;
  readonly remaining: number;
  readonly resetSeconds: number;
  /** At least 1 when refused (so clients never busy-loop), 0 when allowed. */
  readonly retryAfterSeconds: number;
}

/** Rounds up: a client that waits the announced seconds is then accepted. */
export function decisionOf(tier: RateLimitTier, limit: number, result: SlidingWindowResult): RateLimitDecision {
  return {
    tier,
    allowed: result.allowed,
    limit,
    remaining: result.remaining,
    resetSeconds: Math.ceil(result.resetMs / 1000),
    retryAfterSeconds: result.allowed ? 0 : Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
  };
}

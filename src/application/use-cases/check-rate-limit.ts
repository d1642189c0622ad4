import {
  RATE_LIMIT_TIERS, decisionOf, scaledLimit, tierForCaller,
  type RateLimitClient, type RateLimitDecision, type RateLimitTier, type RateLimitTierName,
} from '../../domain/rate-limit.js';
import type { Clock } from '../ports/clock.js';
import { whenAnswered, type NowOrLater } from '../ports/now-or-later.js';
import type { RateLimitStore } from '../ports/rate-limit-store.js';

/** The factor operators grant an address (1 when no override matches). */
export type OverrideFactor = (address: string) => number;

export interface CheckRateLimitInput {
  readonly client: RateLimitClient;
  /** The tier the route or path declares; AI tiers are adjusted for signed-in callers. */
  readonly tier: RateLimitTierName;
  readonly signedIn: boolean;
}

export interface CheckRateLimitDeps {
  store: RateLimitStore;
  clock: Clock;
  overrideFactor?: OverrideFactor;
  tiers?: Readonly<Record<RateLimitTierName, RateLimitTier>>;
}

/**
 * Counts one request against its tier and says whether it may proceed.
 * It reports a refusal as a decision rather than throwing, because the edge
 * must send the counters on the 429 as well as on successes.
 */
export class CheckRateLimit {
  readonly #store: RateLimitStore;
  readonly #clock: Clock;
  readonly #overrideFactor: OverrideFactor;
  readonly #tiers: Readonly<Record<RateLimitTierName, RateLimitTier>>;

  constructor(deps: CheckRateLimitDeps) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#overrideFactor = deps.overrideFactor ?? (() => 1);
    this.#tiers = deps.tiers ?? RATE_LIMIT_TIERS;
  }

  execute(input: CheckRateLimitInput): NowOrLater<RateLimitDecision> {
    const tier = this.#tiers[tierForCaller(input.tier, { signedIn: input.signedIn })];
    const limit = scaledLimit(tier.limit, this.#overrideFactor(input.client.address));
    const result = this.#store.hit({
      key: `${tier.name}:${input.client.key}`,
      limit,
      windowMs: tier.windowMs,
      now: this.#clock.now(),
    });
    return whenAnswered(result, (counted) => decisionOf(tier, limit, counted));
  }
}

/**
 * Fail-open for the shared store: while the primary (Redis) cannot answer,
 * each instance keeps limiting with its own fallback (memory) store instead
 * of refusing traffic or letting it through unlimited. A rate limiter exists
 * to protect the service, so its own outage must not become the service's.
 *
 * One warning is logged when an outage starts and one info line when it ends,
 * however many requests fall back in between. During an outage the primary is
 * probed again at most once per `retryPrimaryAfterMs`, so a Redis that hangs
 * (rather than refusing connections) costs one command timeout per probe, not
 * one per request. Counts taken during the outage stay in the fallback: after
 * recovery a client's budget is the shared one again.
 */
import type { Logger } from 'pino';
import { BackendUnavailableError } from '../../domain/errors.js';
import type { SlidingWindowResult } from '../../domain/rate-limit.js';
import type { Clock } from '../../application/ports/clock.js';
import type { RateLimitHit, RateLimitStore } from '../../application/ports/rate-limit-store.js';

export interface FailoverRateLimitStoreOptions {
  primary: RateLimitStore;
  fallback: RateLimitStore;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** Names the primary in log lines. */
  primaryName?: string;
  retryPrimaryAfterMs?: number;
}

export class FailoverRateLimitStore implements RateLimitStore {
  readonly #primary: RateLimitStore;
  readonly #fallback: RateLimitStore;
  readonly #clock: Clock;
  readonly #logger: Pick<Logger, 'warn' | 'info'>;
  readonly #primaryName: string;
  readonly #retryPrimaryAfterMs: number;
  #downSince: number | null = null;
  #nextProbeAt = 0;

  constructor(options: FailoverRateLimitStoreOptions) {
    this.#primary = options.primary;
    this.#fallback = options.fallback;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#primaryName = options.primaryName ?? 'primary rate-limit store';
    this.#retryPrimaryAfterMs = options.retryPrimaryAfterMs ?? 1_000;
  }

  /** True while requests are counted by the fallback. */
  get degraded(): boolean {
    return this.#downSince !== null;
  }

  async hit(request: RateLimitHit): Promise<SlidingWindowResult> {
    if (this.#downSince !== null && this.#clock.now() < this.#nextProbeAt) return this.#fallback.hit(request);
    try {
      const result = await this.#primary.hit(request);
      this.#markUp();
      return result;
    } catch (error) {
      if (!(error instanceof BackendUnavailableError)) throw error;
      this.#markDown(error);
      return this.#fallback.hit(request);
    }
  }

  #markDown(error: BackendUnavailableError): void {
    const now = this.#clock.now();
    this.#nextProbeAt = now + this.#retryPrimaryAfterMs;
    if (this.#downSince !== null) return;
    this.#downSince = now;
    this.#logger.warn(
      { err: error.cause ?? error, store: this.#primaryName },
      `${this.#primaryName} unreachable: rate limits are now counted per instance in memory until it answers again`,
    );
  }

  #markUp(): void {
    if (this.#downSince === null) return;
    const outageMs = this.#clock.now() - this.#downSince;
    this.#downSince = null;
    this.#logger.info({ store: this.#primaryName, outageMs }, `${this.#primaryName} answers again: rate limits are shared again`);
  }
}

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FailoverRateLimitStore } from '../../../src/adapters/rate-limit/failover-rate-limit-store.js';
import { InMemoryRateLimitStore } from '../../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import type { RateLimitHit, RateLimitStore } from '../../../src/application/ports/rate-limit-store.js';
import { BackendUnavailableError } from '../../../src/domain/errors.js';
import type { SlidingWindowResult } from '../../../src/domain/rate-limit.js';
import { ManualClock } from '../../support/manual-clock.js';
import { capturingLogger } from '../../support/capturing-logger.js';

/** A primary that can be switched off, counting how often it was asked. */
class SwitchableStore implements RateLimitStore {
  up = true;
  calls = 0;
  failWith: Error = new BackendUnavailableError('down');
  readonly #inner = new InMemoryRateLimitStore();

  async hit(request: RateLimitHit): Promise<SlidingWindowResult> {
    this.calls += 1;
    if (!this.up) throw this.failWith;
    return this.#inner.hit(request);
  }
}

function setUp() {
  const clock = new ManualClock();
  const primary = new SwitchableStore();
  const captured = capturingLogger();
  const store = new FailoverRateLimitStore({ primary, fallback: new InMemoryRateLimitStore(), clock, logger: captured.logger, primaryName: 'Redis', retryPrimaryAfterMs: 1_000 });
  const hit = (limit = 3) => store.hit({ key: 'k', limit, windowMs: 60_000, now: clock.now() });
  return { clock, primary, captured, store, hit };
}

describe('FailoverRateLimitStore (fail open, per instance)', () => {
  it('keeps limiting from memory while the primary is down, warning once', async () => {
    const { primary, captured, store, hit } = setUp();
    primary.up = false;
    const results = await Promise.all([hit(), hit(), hit(), hit(), hit()]);
    assert.deepEqual(results.map((result) => result.allowed), [true, true, true, false, false]);
    assert.equal(store.degraded, true);
    const warnings = captured.lines().filter((line) => line.level === 40);
    assert.equal(warnings.length, 1);
    assert.match(String(warnings[0]?.msg), /Redis unreachable/);
  });

  it('probes the primary at most once per retry period, then recovers by itself', async () => {
    const { clock, primary, captured, store, hit } = setUp();
    primary.up = false;
    await hit();
    for (let i = 0; i < 10; i += 1) await hit(100);
    assert.equal(primary.calls, 1);
    clock.advance(1_000);
    await hit(100);
    assert.equal(primary.calls, 2);
    primary.up = true;
    clock.advance(1_000);
    const back = await hit(100);
    assert.equal(back.remaining, 99, 'counted by the primary again');
    assert.equal(store.degraded, false);
    const lines = captured.lines();
    assert.equal(lines.filter((line) => line.level === 40).length, 1);
    assert.equal(lines.filter((line) => line.level === 30 && /answers again/.test(String(line.msg))).length, 1);
    assert.equal(lines.find((line) => line.level === 30)?.outageMs, 2_000);
  });

  it('warns again for a second outage', async () => {
    const { clock, primary, captured, hit } = setUp();
    primary.up = false;
    await hit();
    primary.up = true;
    clock.advance(1_000);
    await hit();
    primary.up = false;
    await hit();
    assert.equal(captured.lines().filter((line) => line.level === 40).length, 2);
  });

  it('does not hide programming errors behind the fallback', async () => {
    const { primary, hit } = setUp();
    primary.up = false;
    primary.failWith = new TypeError('bug');
    await assert.rejects(hit(), TypeError);
  });
});

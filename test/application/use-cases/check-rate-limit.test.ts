import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CheckRateLimit, type CheckRateLimitInput } from '../../../src/application/use-cases/check-rate-limit.js';
import { InMemoryRateLimitStore } from '../../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import type { RateLimitHit, RateLimitStore } from '../../../src/application/ports/rate-limit-store.js';
import { isLater } from '../../../src/application/ports/now-or-later.js';
import { BackendUnavailableError } from '../../../src/domain/errors.js';
import type { RateLimitDecision } from '../../../src/domain/rate-limit.js';
import { ManualClock } from '../../support/manual-clock.js';

const ALICE: CheckRateLimitInput = { client: { key: '203.0.113.5', address: '203.0.113.5' }, tier: 'public-api', signedIn: false };

function setUp(overrideFactor?: (address: string) => number) {
  const clock = new ManualClock();
  const useCase = new CheckRateLimit({ store: new InMemoryRateLimitStore(), clock, ...(overrideFactor ? { overrideFactor } : {}) });
  return { clock, useCase };
}

describe('CheckRateLimit', () => {
  it('accepts 100 in a minute and refuses the 101st just before the first leaves the window', async () => {
    const { clock, useCase } = setUp();
    const start = clock.now();
    const first = await useCase.execute(ALICE);
    assert.deepEqual([first.allowed, first.limit, first.remaining, first.resetSeconds, first.retryAfterSeconds], [true, 100, 99, 60, 0]);
    clock.advance(1_000);
    for (let i = 2; i <= 100; i += 1) assert.equal((await useCase.execute(ALICE)).remaining, 100 - i);

    clock.set(start + 59_999);
    const refused = await useCase.execute(ALICE);
    assert.deepEqual([refused.allowed, refused.remaining, refused.resetSeconds, refused.retryAfterSeconds], [false, 0, 1, 1]);
    assert.equal(refused.tier.label, 'Public API');

    clock.set(start + 60_000);
    const freed = await useCase.execute(ALICE);
    assert.deepEqual([freed.allowed, freed.remaining], [true, 0]);
    // The other 99 were made at start+1s, so the next slot frees 1 s later.
    assert.equal(freed.resetSeconds, 1);
    assert.equal((await useCase.execute(ALICE)).allowed, false);
  });

  it('does not let refused requests push the recovery further away', async () => {
    const { clock, useCase } = setUp();
    const start = clock.now();
    for (let i = 0; i < 100; i += 1) await useCase.execute(ALICE);
    for (let second = 1; second < 60; second += 1) {
      clock.set(start + second * 1_000);
      const refused = await useCase.execute(ALICE);
      assert.equal(refused.allowed, false);
      assert.equal(refused.retryAfterSeconds, 60 - second);
    }
    clock.set(start + 60_000);
    assert.equal((await useCase.execute(ALICE)).remaining, 99);
  });

  it('keeps separate budgets per tier and per client', async () => {
    const { useCase } = setUp();
    for (let i = 0; i < 100; i += 1) await useCase.execute(ALICE);
    assert.equal((await useCase.execute(ALICE)).allowed, false);
    assert.equal((await useCase.execute({ ...ALICE, tier: 'mcp' })).remaining, 59);
    assert.equal((await useCase.execute({ ...ALICE, client: { key: '203.0.113.6', address: '203.0.113.6' } })).remaining, 99);
  });

  it('chooses the AI tier by whether the caller is signed in', async () => {
    const { useCase } = setUp();
    const anonymous = await useCase.execute({ ...ALICE, tier: 'ai' });
    assert.deepEqual([anonymous.tier.name, anonymous.limit], ['ai', 5]);
    const signedIn = await useCase.execute({ ...ALICE, tier: 'ai', signedIn: true });
    assert.deepEqual([signedIn.tier.name, signedIn.limit, signedIn.remaining], ['ai-authenticated', 15, 14]);
  });

  it('multiplies every tier by the override factor of the client address', async () => {
    const { useCase } = setUp((address) => (address === '203.0.113.5' ? 10 : 1));
    assert.equal((await useCase.execute(ALICE)).limit, 1_000);
    assert.equal((await useCase.execute({ ...ALICE, tier: 'form-submit' })).limit, 30);
    assert.equal((await useCase.execute({ ...ALICE, client: { key: 'x', address: '203.0.113.9' } })).limit, 100);
  });

  it('asks the store with the tier window, the scaled limit and the clock time', async () => {
    const seen: RateLimitHit[] = [];
    const store: RateLimitStore = { hit: async (request) => { seen.push(request); return { allowed: true, remaining: 1, resetMs: 60_000, retryAfterMs: 0 }; } };
    const clock = new ManualClock(5_000);
    await new CheckRateLimit({ store, clock, overrideFactor: () => 2 }).execute({ ...ALICE, tier: 'mcp' });
    assert.deepEqual(seen, [{ key: 'mcp:203.0.113.5', limit: 120, windowMs: 60_000, now: 5_000 }]);
  });

  it('decides at once when the store answers at once, and as a promise when it answers later', async () => {
    const counts = { allowed: false, remaining: 0, resetMs: 30_000, retryAfterMs: 12_000 };
    const answeringAtOnce: RateLimitStore = { hit: () => counts };
    const answeringLater: RateLimitStore = { hit: async () => counts };
    const clock = new ManualClock();
    const atOnce = new CheckRateLimit({ store: answeringAtOnce, clock }).execute(ALICE);
    assert.equal(isLater(atOnce), false);
    const pending = new CheckRateLimit({ store: answeringLater, clock }).execute(ALICE);
    assert.ok(pending instanceof Promise);
    assert.deepEqual(await pending, atOnce);
    assert.deepEqual([(atOnce as RateLimitDecision).allowed, (atOnce as RateLimitDecision).retryAfterSeconds], [false, 12]);
  });

  it('passes on a store that fails later as a rejection', async () => {
    const failing: RateLimitStore = { hit: async () => { throw new BackendUnavailableError('down'); } };
    const decided = new CheckRateLimit({ store: failing, clock: new ManualClock() }).execute(ALICE);
    assert.ok(isLater(decided), 'no decision at once from a store that answers later');
    await assert.rejects(Promise.resolve(decided), BackendUnavailableError);
  });
});

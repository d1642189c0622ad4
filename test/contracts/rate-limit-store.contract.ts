/**
 * The RateLimitStore contract, run against every adapter: exact sliding
 * windows, refusals that record nothing, atomic check-and-record under
 * concurrency, out-of-order timestamps, and the reported counts.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { RateLimitStore } from '../../src/application/ports/rate-limit-store.js';

export interface RateLimitStoreSubject {
  store: RateLimitStore;
  close?(): Promise<void>;
}

const WINDOW = 60_000;
const T0 = 1_900_000_000_000;

export function rateLimitStoreContract(name: string, make: () => Promise<RateLimitStoreSubject>, skip: string | false = false): void {
  describe(`RateLimitStore contract: ${name}`, { skip }, () => {
    let subject: RateLimitStoreSubject;
    let keys = 0;
    // Every test gets its own key, so tests cannot leak budget into each other.
    const freshKey = () => `contract:${(keys += 1)}`;
    const hit = (key: string, now: number, limit = 100, windowMs = WINDOW) => subject.store.hit({ key, limit, windowMs, now });

    before(async () => { subject = await make(); });
    after(async () => { await subject?.close?.(); });

    it('accepts up to the limit, counting remaining down to 0, then refuses', async () => {
      const key = freshKey();
      for (let i = 0; i < 100; i += 1) {
        const result = await hit(key, T0 + i);
        assert.equal(result.allowed, true, `request ${i + 1}`);
        assert.equal(result.remaining, 99 - i);
        assert.equal(result.retryAfterMs, 0);
      }
      const refused = await hit(key, T0 + 100);
      assert.deepEqual(refused, { allowed: false, remaining: 0, resetMs: WINDOW - 100, retryAfterMs: WINDOW - 100 });
    });

    it('refuses just inside the window and accepts exactly when the oldest request leaves it', async () => {
      const key = freshKey();
      for (let i = 0; i < 100; i += 1) assert.equal((await hit(key, T0)).allowed, true);
      const late = await hit(key, T0 + WINDOW - 1);
      assert.equal(late.allowed, false);
      assert.equal(late.retryAfterMs, 1);
      const edge = await hit(key, T0 + WINDOW);
      assert.equal(edge.allowed, true);
      // All 100 left together; only the request just made counts.
      assert.equal(edge.remaining, 99);
    });

    it('does not record refused requests', async () => {
      const key = freshKey();
      assert.equal((await hit(key, T0, 3)).allowed, true);
      assert.equal((await hit(key, T0 + 1_000, 3)).allowed, true);
      assert.equal((await hit(key, T0 + 2_000, 3)).allowed, true);
      for (let i = 0; i < 20; i += 1) assert.equal((await hit(key, T0 + 30_000 + i, 3)).allowed, false);
      const freed = await hit(key, T0 + WINDOW, 3);
      assert.equal(freed.allowed, true);
      assert.equal(freed.remaining, 0);
      assert.equal(freed.resetMs, 1_000);
      assert.equal((await hit(key, T0 + WINDOW + 999, 3)).allowed, false);
      assert.equal((await hit(key, T0 + WINDOW + 1_000, 3)).allowed, true);
    });

    it('slides: the budget returns request by request, not all at once at a boundary', async () => {
      const key = freshKey();
      for (let i = 0; i < 5; i += 1) assert.equal((await hit(key, T0 + i * 10_000, 5)).allowed, true);
      const full = await hit(key, T0 + 50_000, 5);
      assert.equal(full.allowed, false);
      assert.equal(full.retryAfterMs, 10_000);
      assert.equal(full.resetMs, 10_000);
      const one = await hit(key, T0 + 60_000, 5);
      assert.equal(one.allowed, true);
      assert.equal(one.remaining, 0);
      assert.equal(one.resetMs, 10_000);
      assert.equal((await hit(key, T0 + 60_001, 5)).allowed, false);
    });

    it('reports resetMs from the oldest counted request', async () => {
      const key = freshKey();
      const first = await hit(key, T0, 10);
      assert.deepEqual(first, { allowed: true, remaining: 9, resetMs: WINDOW, retryAfterMs: 0 });
      const second = await hit(key, T0 + 25_000, 10);
      assert.deepEqual(second, { allowed: true, remaining: 8, resetMs: WINDOW - 25_000, retryAfterMs: 0 });
    });

    it('keeps keys apart', async () => {
      const a = freshKey();
      const b = freshKey();
      assert.equal((await hit(a, T0, 1)).allowed, true);
      assert.equal((await hit(a, T0, 1)).allowed, false);
      assert.equal((await hit(b, T0, 1)).allowed, true);
    });

    it('never lets concurrent callers share the last slots', async () => {
      const key = freshKey();
      const results = await Promise.all(Array.from({ length: 25 }, () => hit(key, T0, 7)));
      assert.equal(results.filter((result) => result.allowed).length, 7);
      assert.deepEqual(results.filter((result) => result.allowed).map((result) => result.remaining).sort(), [0, 1, 2, 3, 4, 5, 6]);
    });

    it('counts every request made before a lowered limit until enough of them expire', async () => {
      const key = freshKey();
      for (let i = 0; i < 5; i += 1) await hit(key, T0 + i * 1_000, 5);
      const lowered = await hit(key, T0 + 5_000, 2);
      assert.equal(lowered.allowed, false);
      // Two slots of 2 need four of the five to expire: the fourth (t=3s) leaves at 63s.
      assert.equal(lowered.retryAfterMs, 63_000 - 5_000);
      assert.equal((await hit(key, T0 + 62_999, 2)).allowed, false);
      assert.equal((await hit(key, T0 + 63_000, 2)).allowed, true);
    });

    it('counts out-of-order timestamps until their own expiry', async () => {
      const key = freshKey();
      assert.equal((await hit(key, T0 + 10_000, 3)).allowed, true);
      // Another instance whose clock is 5 s behind.
      const behind = await hit(key, T0 + 5_000, 3);
      assert.equal(behind.allowed, true);
      assert.equal(behind.resetMs, WINDOW);
      const later = await hit(key, T0 + 65_000, 3);
      assert.equal(later.allowed, true);
      assert.equal(later.remaining, 1);
      assert.equal(later.resetMs, 5_000);
    });

    it('uses the window it is given', async () => {
      const key = freshKey();
      assert.equal((await hit(key, T0, 1, 1_000)).allowed, true);
      assert.equal((await hit(key, T0 + 999, 1, 1_000)).allowed, false);
      assert.equal((await hit(key, T0 + 1_000, 1, 1_000)).allowed, true);
    });
  });
}

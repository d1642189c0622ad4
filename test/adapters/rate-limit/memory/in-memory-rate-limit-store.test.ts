import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InMemoryRateLimitStore } from '../../../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import { TimestampRing } from '../../../../src/adapters/rate-limit/memory/timestamp-ring.js';
import { isLater } from '../../../../src/application/ports/now-or-later.js';
import { rateLimitStoreContract } from '../../../contracts/rate-limit-store.contract.js';

rateLimitStoreContract('in-memory', async () => ({ store: new InMemoryRateLimitStore() }));

describe('InMemoryRateLimitStore answers', () => {
  it('at once, not as a promise: every request asks it before its route (now-or-later.ts)', () => {
    const counted = new InMemoryRateLimitStore().hit({ key: 'k', limit: 2, windowMs: 60_000, now: 1_000 });
    assert.equal(isLater(counted), false);
    assert.deepEqual(counted, { allowed: true, remaining: 1, resetMs: 60_000, retryAfterMs: 0 });
  });
});

describe('InMemoryRateLimitStore memory bounds', () => {
  it('remembers at most maxKeys clients, forgetting the least recently active among equally light ones', async () => {
    const store = new InMemoryRateLimitStore({ maxKeys: 50 });
    for (let i = 0; i < 1_000; i += 1) await store.hit({ key: `client-${i}`, limit: 100, windowMs: 60_000, now: 1_000 + i });
    assert.equal(store.size, 50);
    // The most recent client is still counted; an early one starts afresh.
    assert.equal((await store.hit({ key: 'client-999', limit: 100, windowMs: 60_000, now: 2_000 })).remaining, 98);
    assert.equal((await store.hit({ key: 'client-0', limit: 100, windowMs: 60_000, now: 2_000 })).remaining, 99);
  });

  it('keeps a blocked client blocked however many other keys flood through', async () => {
    const store = new InMemoryRateLimitStore({ maxKeys: 50 });
    const hit = (key: string, now: number) => store.hit({ key, limit: 10, windowMs: 60_000, now });
    for (let i = 0; i < 10; i += 1) await hit('blocked', 1_000);
    assert.equal((await hit('blocked', 1_001)).allowed, false);
    // Twenty times the cap in fresh keys, each of them newer than the blocked client's last request.
    for (let i = 0; i < 1_000; i += 1) await hit(`flood-${i}`, 2_000 + i);
    assert.equal(store.size, 50);
    const after = await hit('blocked', 5_000);
    assert.equal(after.allowed, false, 'the blocked client did not get a fresh budget');
    assert.equal(after.retryAfterMs, 56_000);
  });

  it('gives way to a heavier client only once every remembered key is about as heavy', async () => {
    const store = new InMemoryRateLimitStore({ maxKeys: 3 });
    const hitTimes = async (key: string, times: number, now: number) => {
      for (let i = 0; i < times; i += 1) await store.hit({ key, limit: 100, windowMs: 60_000, now });
    };
    await hitTimes('medium', 4, 1_000);
    await hitTimes('heavy', 20, 1_000);
    await hitTimes('light', 1, 1_500);
    await hitTimes('newcomer', 20, 2_000);
    // 'light' (1 request) went first, although it was the most recently active of the three.
    assert.equal((await store.hit({ key: 'medium', limit: 100, windowMs: 60_000, now: 3_000 })).remaining, 95);
    assert.equal((await store.hit({ key: 'heavy', limit: 100, windowMs: 60_000, now: 3_000 })).remaining, 79);
  });

  it('forgets a client once its window has passed', async () => {
    const store = new InMemoryRateLimitStore();
    for (let i = 0; i < 5; i += 1) await store.hit({ key: `early-${i}`, limit: 100, windowMs: 60_000, now: 1_000 });
    assert.equal(store.size, 5);
    for (let i = 0; i < 5; i += 1) await store.hit({ key: 'later', limit: 100, windowMs: 60_000, now: 61_000 + i });
    assert.equal(store.size, 1);
  });

  it('keeps counting the client at hand even when its log alone passes the byte cap', async () => {
    const store = new InMemoryRateLimitStore({ maxBytes: 100 });
    for (let i = 0; i < 3; i += 1) await store.hit({ key: `other-${i}`, limit: 10, windowMs: 60_000, now: 1_000 });
    assert.equal(store.size, 1);
    const results = [];
    for (let i = 0; i < 11; i += 1) results.push((await store.hit({ key: 'busy', limit: 10, windowMs: 60_000, now: 2_000 })).allowed);
    assert.deepEqual([store.size, results.filter(Boolean).length, results.at(-1)], [1, 10, false]);
  });

  it('stays within maxBytes however busy each client is', async () => {
    const store = new InMemoryRateLimitStore({ maxKeys: 10_000, maxBytes: 64 * 1024 });
    for (let client = 0; client < 200; client += 1) {
      for (let i = 0; i < 100; i += 1) await store.hit({ key: `busy-${client}`, limit: 100, windowMs: 60_000, now: 1_000 + i });
    }
    // Each full log is 128 slots of 8 bytes plus bookkeeping, so 64 KiB holds under 64 of them.
    assert.ok(store.size > 0 && store.size < 64, `kept ${store.size} keys`);
  });
});

describe('TimestampRing', () => {
  it('keeps timestamps sorted across wrap-around and growth', () => {
    const ring = new TimestampRing();
    for (let t = 1; t <= 3; t += 1) ring.push(t * 10);
    ring.dropThrough(20);
    for (const t of [50, 40, 35, 60, 45]) ring.push(t);
    const values = Array.from({ length: ring.size }, (_, i) => ring.at(i));
    assert.deepEqual(values, [30, 35, 40, 45, 50, 60]);
    assert.equal(ring.at(6), null);
    ring.dropThrough(45);
    assert.deepEqual([ring.at(0), ring.newest(), ring.size], [50, 60, 2]);
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InMemoryRateLimitStore } from '../../../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import { TimestampRing } from '../../../../src/adapters/rate-limit/memory/timestamp-ring.js';
import { rateLimitStoreContract } from '../../../contracts/rate-limit-store.contract.js';

rateLimitStoreContract('in-memory', async () => ({ store: new InMemoryRateLimitStore() }));

describe('InMemoryRateLimitStore memory bounds', () => {
  it('remembers at most maxKeys clients, forgetting the least recently active', async () => {
    const store = new InMemoryRateLimitStore({ maxKeys: 50 });
    for (let i = 0; i < 1_000; i += 1) await store.hit({ key: `client-${i}`, limit: 100, windowMs: 60_000, now: 1_000 + i });
    assert.equal(store.size, 50);
    // The most recent client is still counted; an early one starts afresh.
    assert.equal((await store.hit({ key: 'client-999', limit: 100, windowMs: 60_000, now: 2_000 })).remaining, 98);
    assert.equal((await store.hit({ key: 'client-0', limit: 100, windowMs: 60_000, now: 2_000 })).remaining, 99);
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

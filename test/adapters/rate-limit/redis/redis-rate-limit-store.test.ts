import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { RedisRateLimitStore } from '../../../../src/adapters/rate-limit/redis/redis-rate-limit-store.js';
import { BackendUnavailableError } from '../../../../src/domain/errors.js';
import { rateLimitStoreContract } from '../../../contracts/rate-limit-store.contract.js';
import {
  SHARED_REDIS_URL, closeTestClient, connectedTestClient, freePort, redisServerMissingReason, redisUnavailableReason,
  startRedisServer, stopRedisServer, testRedisClient, uniquePrefix,
} from '../../../support/redis-test-server.js';

const unavailable = await redisUnavailableReason();
const skip = unavailable === null ? false : `skipped: ${unavailable}`;
if (skip) console.log(`# Redis rate-limit tests ${skip}`);

rateLimitStoreContract('redis', async () => {
  const client = await connectedTestClient(SHARED_REDIS_URL);
  return { store: new RedisRateLimitStore(client, { keyPrefix: uniquePrefix('contract') }), close: () => closeTestClient(client) };
}, skip);

describe('RedisRateLimitStore against a real Redis', { skip }, () => {
  const clients: Redis[] = [];
  const prefix = uniquePrefix('redis-store');
  const storeWithOwnClient = async () => {
    const client = await connectedTestClient(SHARED_REDIS_URL);
    clients.push(client);
    return new RedisRateLimitStore(client, { keyPrefix: prefix });
  };
  let first: RedisRateLimitStore;
  let second: RedisRateLimitStore;

  before(async () => {
    first = await storeWithOwnClient();
    second = await storeWithOwnClient();
  });
  after(async () => { await Promise.all(clients.map(closeTestClient)); });

  it('gives two instances (two clients) one shared budget', async () => {
    const now = Date.now();
    const results = [];
    for (let i = 0; i < 100; i += 1) results.push(await (i % 2 === 0 ? first : second).hit({ key: 'shared', limit: 100, windowMs: 60_000, now }));
    assert.ok(results.every((result) => result.allowed));
    assert.equal(results.at(-1)?.remaining, 0);
    assert.equal((await first.hit({ key: 'shared', limit: 100, windowMs: 60_000, now })).allowed, false);
    assert.equal((await second.hit({ key: 'shared', limit: 100, windowMs: 60_000, now })).allowed, false);
  });

  it('splits the last slots exactly between instances racing for them', async () => {
    const now = Date.now();
    const racing = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).hit({ key: 'race', limit: 15, windowMs: 60_000, now }));
    assert.equal((await Promise.all(racing)).filter((result) => result.allowed).length, 15);
  });

  it('lets keys expire by themselves once their newest request has left the window', async () => {
    const now = Date.now();
    await first.hit({ key: 'expiring', limit: 10, windowMs: 60_000, now });
    const ttl = await clients[0]!.pttl(`${prefix}expiring`);
    assert.ok(ttl > 55_000 && ttl <= 60_000, `pttl ${ttl}`);
    // An instance whose clock is 10 s behind must not shorten the life of the newer entry.
    await second.hit({ key: 'expiring', limit: 10, windowMs: 60_000, now: now - 10_000 });
    const kept = await clients[0]!.pttl(`${prefix}expiring`);
    assert.ok(kept > 65_000 && kept <= 70_000, `pttl ${kept}`);
  });

  it('reports BackendUnavailableError when nothing answers', async () => {
    const client = testRedisClient(`redis://127.0.0.1:${await freePort()}`);
    clients.push(client);
    const store = new RedisRateLimitStore(client, { keyPrefix: prefix });
    await assert.rejects(store.hit({ key: 'nowhere', limit: 1, windowMs: 1_000, now: Date.now() }), BackendUnavailableError);
  });
});

// A private server: flushing the script cache of the shared one would disturb every other suite using it.
const noRedisServer = redisServerMissingReason();
describe('RedisRateLimitStore when Redis forgets its script', { skip: noRedisServer ?? false }, () => {
  let server: ChildProcess | undefined;
  const clients: Redis[] = [];
  after(async () => {
    await Promise.all(clients.map(closeTestClient));
    if (server) await stopRedisServer(server);
  });

  it('loads it again and goes on counting (after a restart, failover or SCRIPT FLUSH)', async () => {
    const port = await freePort();
    server = await startRedisServer(port);
    const url = `redis://127.0.0.1:${port}`;
    const [client, admin] = [await connectedTestClient(url), await connectedTestClient(url)];
    clients.push(client, admin);
    const store = new RedisRateLimitStore(client, { keyPrefix: 'flush:' });
    const now = Date.now();
    assert.equal((await store.hit({ key: 'k', limit: 5, windowMs: 60_000, now })).remaining, 4);
    assert.equal(await admin.call('SCRIPT', 'FLUSH'), 'OK');
    assert.equal((await store.hit({ key: 'k', limit: 5, windowMs: 60_000, now })).remaining, 3);
    assert.equal((await store.hit({ key: 'k', limit: 5, windowMs: 60_000, now })).remaining, 2);
  });
});

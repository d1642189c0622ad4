/**
 * The HTTP benchmark counts redis-server's CPU with the service's when the
 * Redis store is compared: it must read the server's own figure, in
 * microseconds, and see it grow with the work the server is given.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redisCpu, type CpuMeter } from '../../bench/http/redis-cpu.js';
import { connectedTestClient, closeTestClient, redisUnavailableReason, SHARED_REDIS_URL, uniquePrefix } from '../support/redis-test-server.js';

const unavailable = await redisUnavailableReason();
const skip = unavailable === null ? false : `skipped: ${unavailable}`;
if (skip) console.log(`# redis-server CPU reading ${skip}`);

describe("the benchmark's reading of redis-server's CPU", { skip }, () => {
  let meter: CpuMeter;

  before(() => {
    meter = redisCpu(SHARED_REDIS_URL);
  });

  after(async () => {
    await meter.close();
  });

  it('grows by at least the CPU of the work the server was given, in microseconds', async () => {
    const client = await connectedTestClient(SHARED_REDIS_URL);
    const prefix = uniquePrefix('redis-cpu');
    const [key, sorted] = [`${prefix}list`, `${prefix}sorted`];
    try {
      const before = await meter.used();
      assert.ok(Number.isInteger(before.micros) && before.micros > 0);
      // Sorting a long list hundreds of times is tens of milliseconds of the server's CPU, far above INFO's own
      // cost. Each sort is stored, not sent: 300 sorted lists sent back were 5.6 MB for the client to read, which
      // on a slow machine took longer than the client's command timeout.
      await client.rpush(key, ...Array.from({ length: 2_000 }, (_, index) => String((index * 7919) % 2_000)));
      const pipeline = client.pipeline();
      for (let round = 0; round < 300; round += 1) pipeline.sort(key, 'STORE', sorted);
      await pipeline.exec();
      const grown = (await meter.used()).micros - before.micros;
      assert.ok(grown >= 10_000, `redis-server's CPU grew by ${grown} µs over 300 sorts of 2,000 items`);
    } finally {
      // Closed whatever the clean-up meets: a client left open keeps the test process from ever exiting.
      await client.del(key, sorted).catch(() => undefined);
      await closeTestClient(client);
    }
  });
});

import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { ConfigError, loadConfig } from '../../src/bootstrap/config.js';
import { composeRateLimiting, type RateLimiting } from '../../src/bootstrap/rate-limit-composition.js';
import { InMemoryRateLimitStore } from '../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import type { CheckRateLimitInput } from '../../src/application/use-cases/check-rate-limit.js';
import { ManualClock } from '../support/manual-clock.js';
import { capturingLogger } from '../support/capturing-logger.js';
import { closeTestClient, connectedTestClient, freePort, redisServerMissingReason, startRedisServer, stopRedisServer, uniquePrefix } from '../support/redis-test-server.js';

const noRedisServer = redisServerMissingReason();
if (noRedisServer) console.log(`# Redis outage test skipped: ${noRedisServer}`);

const CLIENT: CheckRateLimitInput = { client: { key: '198.51.100.7', address: '198.51.100.7' }, tier: 'public-api', signedIn: false };

async function composeError(env: NodeJS.ProcessEnv): Promise<ConfigError> {
  try {
    await composeRateLimiting({ config: loadConfig(env), logger: capturingLogger().logger, clock: new ManualClock() });
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected ConfigError, got ${String(error)}`);
    return error;
  }
  return assert.fail('expected the configuration to be refused');
}

describe('composeRateLimiting', () => {
  it('counts in process memory when REDIS_URL is not set', async () => {
    const composed = await composeRateLimiting({ config: loadConfig({}), logger: capturingLogger().logger, clock: new ManualClock() });
    assert.ok(composed.store instanceof InMemoryRateLimitStore);
    assert.equal(composed.readinessProbe, undefined);
    assert.equal((await composed.checkRateLimit.execute(CLIENT)).remaining, 99);
    await composed.close();
  });

  it('applies RATE_LIMIT_OVERRIDES to matching clients', async () => {
    const config = loadConfig({ RATE_LIMIT_OVERRIDES: '198.51.100.0/24:10,2001:db8::/32:2' });
    const composed = await composeRateLimiting({ config, logger: capturingLogger().logger, clock: new ManualClock() });
    assert.equal((await composed.checkRateLimit.execute(CLIENT)).limit, 1_000);
    const other = { ...CLIENT, client: { key: '203.0.113.1', address: '203.0.113.1' } };
    assert.equal((await composed.checkRateLimit.execute(other)).limit, 100);
  });

  it('refuses a bad override range at start-up, naming RATE_LIMIT_OVERRIDES', async () => {
    for (const RATE_LIMIT_OVERRIDES of ['10.0.0.0/33:2', 'example.com:2', '10.0.0.300:2', '2001:db8::/129:2', '10.0.0.0/8/8:2']) {
      const error = await composeError({ RATE_LIMIT_OVERRIDES });
      assert.equal(error.variable, 'RATE_LIMIT_OVERRIDES');
      assert.match(error.message, /^RATE_LIMIT_OVERRIDES: /);
    }
  });

  it('refuses a bad trusted proxy at start-up, naming TRUSTED_PROXIES', async () => {
    const error = await composeError({ TRUSTED_PROXIES: '10.0.0.1,proxy.internal' });
    assert.equal(error.variable, 'TRUSTED_PROXIES');
    assert.match(error.message, /proxy\.internal/);
  });

  it('starts and keeps limiting per instance when Redis is unreachable at start-up', async () => {
    const captured = capturingLogger();
    const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const composed = await composeRateLimiting({ config, logger: captured.logger, clock: new ManualClock(), redis: { connectWaitMs: 1_000 } });
    try {
      for (let i = 0; i < 100; i += 1) assert.equal((await composed.checkRateLimit.execute(CLIENT)).allowed, true);
      assert.equal((await composed.checkRateLimit.execute(CLIENT)).allowed, false);
      assert.deepEqual(await composed.readinessProbe?.check(), { ok: true, detail: 'redis unreachable; counting per instance in memory (fail-open)' });
      assert.ok(captured.lines().some((line) => line.level === 40 && /not reachable at start-up/.test(String(line.msg))));
    } finally {
      await composed.close();
    }
  });
});

describe('composeRateLimiting through a Redis outage', { skip: noRedisServer ?? false }, () => {
  const processes: ChildProcess[] = [];
  const clients: Redis[] = [];
  let composed: RateLimiting | undefined;
  after(async () => {
    await composed?.close();
    for (const client of clients) await closeTestClient(client);
    for (const child of processes) await stopRedisServer(child);
  });

  it('fails open to memory, warns once, and shares counts again once Redis is back', async () => {
    const port = await freePort();
    processes.push(await startRedisServer(port));
    const url = `redis://127.0.0.1:${port}`;
    const keyPrefix = uniquePrefix('outage');
    const key = `${keyPrefix}public-api:198.51.100.7`;
    const clock = new ManualClock();
    const captured = capturingLogger();
    composed = await composeRateLimiting({ config: loadConfig({ REDIS_URL: url }), logger: captured.logger, clock, redis: { keyPrefix, commandTimeoutMs: 200 } });
    const check = composed.checkRateLimit;

    for (let i = 0; i < 3; i += 1) assert.equal((await check.execute(CLIENT)).allowed, true);
    const observer = await connectedTestClient(url);
    clients.push(observer);
    assert.equal(await observer.zcard(key), 3);
    assert.deepEqual(await composed.readinessProbe?.check(), { ok: true, detail: 'redis' });

    await closeTestClient(observer);
    await stopRedisServer(processes.pop()!);
    // Still served, still limited: this instance counts from zero in memory.
    const during = [];
    for (let i = 0; i < 101; i += 1) during.push(await check.execute(CLIENT));
    assert.deepEqual(during.slice(0, 2).map((decision) => decision.remaining), [99, 98]);
    assert.equal(during.filter((decision) => decision.allowed).length, 100);
    assert.equal(during.at(-1)?.allowed, false);
    assert.equal((await composed.readinessProbe?.check())?.ok, true);

    processes.push(await startRedisServer(port));
    const revived = await connectedTestClient(url);
    clients.push(revived);
    let sharedAgain = false;
    for (let attempt = 0; attempt < 100 && !sharedAgain; attempt += 1) {
      clock.advance(1_000);
      await check.execute(CLIENT);
      sharedAgain = (await revived.zcard(key)) > 0;
      if (!sharedAgain) await sleep(100);
    }
    assert.ok(sharedAgain, 'counts reach Redis again after it comes back');
    assert.deepEqual(await composed.readinessProbe?.check(), { ok: true, detail: 'redis' });
    const lines = captured.lines();
    assert.equal(lines.filter((line) => line.level === 40).length, 1, 'one warning for the outage');
    assert.equal(lines.filter((line) => line.level === 30 && /answers again/.test(String(line.msg))).length, 1);
  });
});

/**
 * Rate limiting as configuration wires it: the store REDIS_URL chooses, the
 * overrides and trusted proxies (refused at start-up when malformed), and the
 * fail-open behaviour through a Redis outage, driven through the
 * CheckRateLimit the container builds.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { generateDataset } from '../../src/adapters/dataset-generator/generate-dataset.js';
import { ConfigError, loadConfig } from '../../src/bootstrap/config.js';
import { composeService, type Composition } from '../../src/bootstrap/compose-service.js';
import { memoryDirectoryOf } from '../../src/bootstrap/memory-directory.js';
import { openRateLimitStore, type RedisTuning } from '../../src/bootstrap/open-rate-limiting.js';
import { InMemoryRateLimitStore } from '../../src/adapters/rate-limit/memory/in-memory-rate-limit-store.js';
import type { Clock } from '../../src/application/ports/clock.js';
import type { CheckRateLimitInput } from '../../src/application/use-cases/check-rate-limit.js';
import { ManualClock } from '../support/manual-clock.js';
import { capturingLogger } from '../support/capturing-logger.js';
import { closeTestClient, connectedTestClient, freePort, redisServerMissingReason, startRedisServer, stopRedisServer, uniquePrefix } from '../support/redis-test-server.js';

const noRedisServer = redisServerMissingReason();
if (noRedisServer) console.log(`# Redis outage test skipped: ${noRedisServer}`);

const CLIENT: CheckRateLimitInput = { client: { key: '198.51.100.7', address: '198.51.100.7' }, tier: 'public-api', signedIn: false };

/** The composition main.ts runs (connect, bind, resolve), without the server, over a tiny directory. */
function composeTestService(options: { env?: NodeJS.ProcessEnv; logger?: Logger; clock?: Clock; redis?: RedisTuning } = {}): Promise<Composition> {
  const directory = memoryDirectoryOf(generateDataset({ schools: 3, seed: 1 }));
  return composeService(loadConfig({ NODE_ENV: 'test', ...options.env }), options.logger ?? capturingLogger('silent').logger, {
    directory,
    clock: options.clock ?? new ManualClock(),
    ...(options.redis ? { redis: options.redis } : {}),
  });
}

const storeProbe = (composition: Composition) => composition.readinessProbes.find((probe) => probe.name === 'rate-limit-store');

async function refusal(env: NodeJS.ProcessEnv, logger = capturingLogger().logger): Promise<ConfigError> {
  try {
    const composition = await composeTestService({ env, logger });
    await composition.close();
  } catch (error) {
    assert.ok(error instanceof ConfigError, `expected ConfigError, got ${String(error)}`);
    return error;
  }
  return assert.fail('expected the configuration to be refused');
}

describe('rate limiting from configuration', () => {
  it('counts in process memory when REDIS_URL is not set', async () => {
    const opened = await openRateLimitStore({ redisUrl: null }, { logger: capturingLogger().logger, clock: new ManualClock() });
    assert.ok(opened.rateLimitStore instanceof InMemoryRateLimitStore);
    assert.deepEqual(opened.readinessProbes, []);
    const composition = await composeTestService();
    assert.equal((await composition.built.checkRateLimit.execute(CLIENT)).remaining, 99);
    assert.equal(storeProbe(composition), undefined);
    await composition.close();
  });

  it('applies RATE_LIMIT_OVERRIDES to matching clients', async () => {
    const composition = await composeTestService({ env: { RATE_LIMIT_OVERRIDES: '198.51.100.0/24:10,2001:db8::/32:2' } });
    const check = composition.built.checkRateLimit;
    assert.equal((await check.execute(CLIENT)).limit, 1_000);
    const other = { ...CLIENT, client: { key: '203.0.113.1', address: '203.0.113.1' } };
    assert.equal((await check.execute(other)).limit, 100);
    await composition.close();
  });

  it('refuses a bad override range at start-up, naming RATE_LIMIT_OVERRIDES', async () => {
    for (const RATE_LIMIT_OVERRIDES of ['10.0.0.0/33:2', 'example.com:2', '10.0.0.300:2', '2001:db8::/129:2', '10.0.0.0/8/8:2']) {
      const error = await refusal({ RATE_LIMIT_OVERRIDES });
      assert.equal(error.variable, 'RATE_LIMIT_OVERRIDES');
      assert.match(error.message, /^RATE_LIMIT_OVERRIDES: /);
    }
  });

  it('refuses a bad trusted proxy before connecting anything, naming TRUSTED_PROXIES', async () => {
    const captured = capturingLogger();
    const error = await refusal({ TRUSTED_PROXIES: '10.0.0.1,proxy.internal', REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, captured.logger);
    assert.equal(error.variable, 'TRUSTED_PROXIES');
    assert.match(error.message, /proxy\.internal/);
    assert.deepEqual(captured.lines(), [], 'Redis was never dialled');
  });

  it('starts and keeps limiting per instance when Redis is unreachable at start-up', async () => {
    const captured = capturingLogger();
    const composition = await composeTestService({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, logger: captured.logger, redis: { connectWaitMs: 1_000 } });
    try {
      const check = composition.built.checkRateLimit;
      for (let i = 0; i < 100; i += 1) assert.equal((await check.execute(CLIENT)).allowed, true);
      assert.equal((await check.execute(CLIENT)).allowed, false);
      assert.deepEqual(await storeProbe(composition)?.check(), { ok: true, detail: 'redis unreachable; counting per instance in memory (fail-open)' });
      assert.ok(captured.lines().some((line) => line.level === 40 && /not reachable at start-up/.test(String(line.msg))));
    } finally {
      await composition.close();
    }
  });
});

describe('rate limiting through a Redis outage', { skip: noRedisServer ?? false }, () => {
  const processes: ChildProcess[] = [];
  const clients: Redis[] = [];
  let composition: Composition | undefined;
  after(async () => {
    await composition?.close();
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
    composition = await composeTestService({ env: { REDIS_URL: url }, logger: captured.logger, clock, redis: { keyPrefix, commandTimeoutMs: 200 } });
    const check = composition.built.checkRateLimit;
    const probe = storeProbe(composition);

    for (let i = 0; i < 3; i += 1) assert.equal((await check.execute(CLIENT)).allowed, true);
    const observer = await connectedTestClient(url);
    clients.push(observer);
    assert.equal(await observer.zcard(key), 3);
    assert.deepEqual(await probe?.check(), { ok: true, detail: 'redis' });

    await closeTestClient(observer);
    await stopRedisServer(processes.pop()!);
    // Still served, still limited: this instance counts from zero in memory.
    const during = [];
    for (let i = 0; i < 101; i += 1) during.push(await check.execute(CLIENT));
    assert.deepEqual(during.slice(0, 2).map((decision) => decision.remaining), [99, 98]);
    assert.equal(during.filter((decision) => decision.allowed).length, 100);
    assert.equal(during.at(-1)?.allowed, false);
    assert.equal((await probe?.check())?.ok, true);

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
    assert.deepEqual(await probe?.check(), { ok: true, detail: 'redis' });
    const lines = captured.lines();
    assert.equal(lines.filter((line) => line.level === 40).length, 1, 'one warning for the outage');
    assert.equal(lines.filter((line) => line.level === 30 && /answers again/.test(String(line.msg))).length, 1);
  });
});

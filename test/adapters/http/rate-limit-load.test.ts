/**
 * Rate limits under load over real sockets on 127.0.0.1, on both stores:
 * many clients behind a trusted proxy, each sending more than its budget
 * over shared keep-alive connections, get exactly the limit in 200s and the
 * rest in 429s, with no connection error; then a burst of simultaneous
 * keep-alive connections is served in full and every one of them is gone
 * once closed (nothing held per connection). The clock stands still, so the
 * figures are exact however slow the machine. Figures are printed; the
 * longer run with the 30 s memory check is `npm run soak`.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateDataset } from '../../../src/adapters/dataset-generator/generate-dataset.js';
import { RATE_LIMIT_TIERS } from '../../../src/domain/rate-limit.js';
import { loadConfig } from '../../../src/bootstrap/config.js';
import { memoryDirectoryOf } from '../../../src/bootstrap/memory-directory.js';
import { buildService, type Service } from '../../../src/bootstrap/service.js';
import { capturingLogger } from '../../support/capturing-logger.js';
import { ManualClock } from '../../support/manual-clock.js';
import { burst, clientAddresses, describeStatuses, runLoad } from '../../support/load-run.js';
import { redisUnavailableReason, SHARED_REDIS_URL, uniquePrefix } from '../../support/redis-test-server.js';

// Requests go to the clients in turn over CONNECTIONS connections, so each client has about
// CONNECTIONS / CLIENTS requests in flight at once: few clients make the race on one client's
// window harder, and many would only add requests that race nothing.
const CLIENTS = 8;
const CONNECTIONS = 32;
const EXTRA = 5;
const BURST = 300;
const LIMIT = RATE_LIMIT_TIERS['public-api'].limit;

const redisMissing = await redisUnavailableReason();
if (redisMissing) console.log(`# Redis load test skipped: ${redisMissing}`);

async function startService(env: NodeJS.ProcessEnv): Promise<Service> {
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', TRUSTED_PROXIES: '127.0.0.1', ...env });
  const service = await buildService(config, capturingLogger('silent').logger, {
    directory: memoryDirectoryOf(generateDataset({ schools: 30, seed: 3 })),
    clock: new ManualClock(),
    // Exactness, not Redis latency, is under test: on a loaded machine a command can pass the production 250 ms
    // timeout, and the limiter then rightly fails open to memory for a while (open-rate-limiting.test.ts).
    redis: { keyPrefix: uniquePrefix('load'), commandTimeoutMs: 10_000 },
  });
  await service.start();
  return service;
}

function openConnections(service: Service): Promise<number> {
  return new Promise((resolve, reject) => service.server.listener.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

for (const store of ['memory', 'redis'] as const) {
  describe(`rate limits under load, ${store} store`, { skip: store === 'redis' ? (redisMissing ?? false) : false, timeout: 120_000 }, () => {
    let service: Service | undefined;
    after(() => service?.stop());

    it(`gives each of ${CLIENTS} proxied clients exactly ${LIMIT} answers and ${EXTRA} refusals, with no error`, async () => {
      service = await startService(store === 'redis' ? { REDIS_URL: SHARED_REDIS_URL } : {});
      const port = service.server.info.port as number;
      const clients = clientAddresses(CLIENTS);
      const result = await runLoad({ port, clients, requestsPerClient: LIMIT + EXTRA, connections: CONNECTIONS, path: '/api/v1/countries' });
      console.log(`load, ${store} store: ${result.requests} requests from ${CLIENTS} clients in ${Math.round(result.durationMs)} ms `
        + `(${Math.round(result.requests / (result.durationMs / 1000))} req/s): ${describeStatuses(result.statuses)}; errors: ${result.errors.length}`);
      assert.deepEqual(result.errors, []);
      for (const [client, counts] of result.perClient) {
        assert.deepEqual(Object.fromEntries(counts), { 200: LIMIT, 429: EXTRA }, client);
      }
      const ready = await service.server.inject({ url: '/ready', remoteAddress: '127.0.0.1' });
      if (store === 'redis') assert.match(ready.payload, /"rate-limit-store"[^}]*"redis"/, 'the shared store counted, not the fallback');
    });

    it(`serves a burst of ${BURST} simultaneous keep-alive connections, and holds none once they close`, async () => {
      const port = service!.server.info.port as number;
      const result = await burst(port, BURST, '/health', clientAddresses(BURST, 1_000));
      console.log(`burst, ${store} store: ${BURST} connections at once: ${describeStatuses(result.statuses)}; errors: ${result.errors.length}`);
      assert.deepEqual(result.errors, []);
      assert.deepEqual(Object.fromEntries(result.statuses), { 200: BURST });
      let open = await openConnections(service!);
      for (let attempt = 0; attempt < 100 && open > 0; attempt += 1) {
        await sleep(50);
        open = await openConnections(service!);
      }
      assert.equal(open, 0, 'every connection is released once its client closes it');
    });
  });
}

/**
 * `npm run soak`: the service in a child process, rate limiting on, behind a
 * trusted proxy, under many clients (exact 200/429 counts, zero errors),
 * then repeated bursts of simultaneous keep-alive connections, then idle:
 * memory is read (after a full GC) before, after each burst and after the
 * idle wait. Prints its figures and exits non-zero when a count is wrong, a
 * request failed, or the JS heap or RSS did not come back within 10%. What
 * the limiter remembers of the load's clients (their timestamps, until their
 * window has passed and later requests forget them) stays: it is the bounded
 * cache README "Rate limits" describes, and is in the "after load" figure.
 *
 *   node dist/bench/soak.bench.js [memory|redis] [clients] [bursts] [burst size] [idle seconds]
 *
 * Named *.bench so that `npm run bench` can run it too; `npm run soak` runs it alone.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { burst, clientAddresses, describeStatuses, runLoad } from '../test/support/load-run.js';
import type { MemoryReport } from './soak/soak-service-main.js';
import { benchPositionals } from './options.js';

const [store = 'memory', ...numbers] = benchPositionals(import.meta.url);
const [clients = 200, bursts = 5, burstSize = 2_000, idleSeconds = 30] = numbers.map(Number);
const LIMIT = 100;
const EXTRA = 50;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memoryOf(child: ChildProcess, collect = true): Promise<MemoryReport> {
  const answer = once(child, 'message').then(([report]) => report as MemoryReport);
  child.send(collect ? 'memory' : 'memory-without-gc');
  return answer;
}

function line(label: string, memory: MemoryReport): string {
  return `${label.padEnd(26)} rss ${MB(memory.rss).padStart(9)}  heapUsed ${MB(memory.heapUsed).padStart(8)}  external ${MB(memory.external).padStart(8)}  malloced ${MB(memory.mallocedMemory).padStart(7)}`;
}

const failures: string[] = [];
const child = fork(fileURLToPath(new URL('./soak/soak-service-main.js', import.meta.url)), [], {
  execArgv: ['--expose-gc'],
  env: {
    PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUSTED_PROXIES: 'loopback',
    ...(store === 'redis' ? { REDIS_URL: process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
try {
  const [{ port }] = await once(child, 'message') as [{ port: number }];
  // Warm up every path the run takes, so that lazy initialisation is not counted as growth.
  await runLoad({ port, clients: clientAddresses(5, 60_000), requestsPerClient: 5, connections: 5, path: '/api/v1/countries' });
  await burst(port, 100, '/health', clientAddresses(100, 61_000));
  await sleep(1_000);
  const before = await memoryOf(child);
  console.log(`soak, ${store} store, pid ${child.pid}`);
  console.log(line('before', before));

  const load = await runLoad({ port, clients: clientAddresses(clients), requestsPerClient: LIMIT + EXTRA, connections: 64, path: '/api/v1/countries', clientByClient: true });
  console.log(`load: ${load.requests} requests from ${clients} clients in ${(load.durationMs / 1000).toFixed(1)} s (${Math.round(load.requests / (load.durationMs / 1000))} req/s): ${describeStatuses(load.statuses)}; errors ${load.errors.length}`);
  const wrong = [...load.perClient].filter(([, counts]) => counts.get(200) !== LIMIT || counts.get(429) !== EXTRA || counts.size !== 2);
  if (wrong.length > 0) failures.push(`${wrong.length} clients got other counts than ${LIMIT} x 200 and ${EXTRA} x 429, e.g. ${wrong[0]![0]}: ${describeStatuses(wrong[0]![1])}`);
  if (load.errors.length > 0) failures.push(`${load.errors.length} load errors, e.g. ${load.errors[0]}`);
  console.log(line('after load', await memoryOf(child)));

  for (let round = 1; round <= bursts; round += 1) {
    // /health is not rate-limited: what a burst leaves behind is the connections' own, not the limiter's remembered clients.
    const result = await burst(port, burstSize, '/health', clientAddresses(burstSize, 10_000 * round));
    if (result.errors.length > 0) failures.push(`burst ${round}: ${result.errors.length} errors, e.g. ${result.errors[0]}`);
    console.log(`burst ${round}: ${burstSize} connections at once: ${describeStatuses(result.statuses)}; errors ${result.errors.length}`);
    console.log(line(`after burst ${round}`, await memoryOf(child)));
  }
  await sleep(idleSeconds * 1_000);
  // An idle process allocates nothing, so nothing makes V8 collect: what it holds before a GC is garbage not yet collected.
  console.log(line(`after ${idleSeconds} s idle, no GC`, await memoryOf(child, false)));
  const idle = await memoryOf(child);
  console.log(line(`after ${idleSeconds} s idle`, idle));
  const heapGrowth = (idle.heapUsed - before.heapUsed) / before.heapUsed;
  const rssGrowth = (idle.rss - before.rss) / before.rss;
  console.log(`growth after idle: heapUsed ${(heapGrowth * 100).toFixed(1)}%, rss ${(rssGrowth * 100).toFixed(1)}%`);
  if (heapGrowth > 0.1) failures.push(`the JS heap is ${(heapGrowth * 100).toFixed(1)}% above its level before the run after ${idleSeconds} s idle`);
  if (rssGrowth > 0.1) failures.push(`RSS is ${(rssGrowth * 100).toFixed(1)}% above its level before the run after ${idleSeconds} s idle`);
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
}
if (failures.length > 0) {
  console.error(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('ok');

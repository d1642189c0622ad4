/**
 * Throughput of an in-process Hapi server over a real socket on 127.0.0.1,
 * with rate limiting off, on with the memory store, and on with the Redis
 * store, in the same run. Every client gets a huge override factor so nothing
 * is refused: the numbers show the limiter's cost, not 429s. Two routes: the
 * API index (almost free, so the limiter's cost is most visible) and a
 * list-sized page of 20 records, closer to what clients really call.
 *
 * The load comes from a child process (keep-alive, fixed concurrency, a
 * bounded number of requests), so this process does only the server's work
 * and its CPU time per request is the server's cost: a steadier measure than
 * requests per second on a shared machine. Redis's own CPU is not in it.
 * Modes run in interleaved rounds; medians are reported. It prints; it
 * asserts nothing.
 *
 *   node dist/bench/rate-limit.bench.js [requests per round] [concurrency] [rounds]
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Plugin, Server, ServerRegisterPluginObject } from '@hapi/hapi';
import { pino } from 'pino';
import { createServer } from '../src/adapters/http/server.js';
import { rateLimitPlugin } from '../src/adapters/http/rate-limit-plugin.js';
import { composeService, type Composition } from '../src/bootstrap/compose-service.js';
import { loadConfig } from '../src/bootstrap/config.js';
import { median } from './report.js';
import { benchPositionals } from './options.js';

const [requests = 20_000, concurrency = 32, rounds = 5] = benchPositionals(import.meta.url).map(Number);
const logger = pino({ level: 'silent' });
// A one-school directory: the composition opens one, and only its rate limiter is mounted here.
const HUGE_FOR_EVERYONE = { RATE_LIMIT_OVERRIDES: '0.0.0.0/0:1000000,::/0:1000000', SEED_SCHOOLS: '1' };
const run = promisify(execFile);

// The load generator: prints {"ms":..,"statuses":{..}} for `total` GETs with `concurrency` in flight.
const CLIENT = `
import http from 'node:http';
const [port, total, concurrency] = process.argv.slice(1, 4).map(Number);
const path = process.argv[4];
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const statuses = {};
const get = () => new Promise((resolve, reject) => {
  http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode));
  }).on('error', reject);
});
let sent = 0;
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (sent < total) { sent += 1; const status = await get(); statuses[status] = (statuses[status] ?? 0) + 1; }
}));
console.log(JSON.stringify({ ms: performance.now() - started, statuses }));
agent.destroy();
`;

const PATHS = ['/api/v1', '/api/v1/bench-list'] as const;

/** A page shaped like a directory list response, so serialisation costs what it would. */
const listRoute: Plugin<unknown> = {
  name: 'bench-list',
  register(server) {
    const records = Array.from({ length: 20 }, (_, id) => ({
      id, slug: `school-${id}`, name: `Ski School ${id}`, description: 'Lessons for all levels in the heart of the resort. '.repeat(3),
      schoolType: 'ski-school', country: 'CH', region: 'Valais', town: 'Zermatt', activities: ['ski', 'snowboard'], levels: ['beginner', 'advanced'],
      languages: ['en', 'de', 'fr'], certified: true, featured: id % 5 === 0, rating: 4.5, reviewCount: 120 + id,
      priceFrom: { amount: 95, currency: 'CHF' }, location: { lat: 46.02, lng: 7.75 }, createdAt: '2024-01-01T00:00:00.000Z',
    }));
    server.route({ method: 'GET', path: '/api/v1/bench-list', handler: () => ({ success: true, data: records, meta: { total: 1000, page: 1, limit: 20, total_pages: 50 } }) });
  },
};

interface Mode { name: string; server: Server }
interface Measured { perSecond: number; serverCpuMicros: number; statuses: Record<string, number> }

async function startServer(plugins: ServerRegisterPluginObject<any>[]): Promise<Server> {
  const server = await createServer({ logger, service: { name: 'bench', version: '0', apiVersion: '1.0' }, readinessProbes: [], plugins: [...plugins, { plugin: listRoute }], host: '127.0.0.1', port: 0 });
  await server.start();
  return server;
}

async function load(server: Server, path: string, total: number): Promise<Measured> {
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CLIENT, String(server.info.port), String(total), String(concurrency), path]);
  const cpu = process.cpuUsage(cpuBefore);
  const { ms, statuses } = JSON.parse(stdout) as { ms: number; statuses: Record<string, number> };
  return { perSecond: (total / ms) * 1000, serverCpuMicros: (cpu.user + cpu.system) / total, statuses };
}

const percent = (change: number, base: number) => `${change >= 0 ? '+' : ''}${((change / base) * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const memory = await composeService(loadConfig(HUGE_FOR_EVERYONE), logger);
  const redis = await composeService(loadConfig({ ...HUGE_FOR_EVERYONE, REDIS_URL: 'redis://127.0.0.1:6379' }), logger, {
    redis: { keyPrefix: `bench:${process.pid}:${Date.now()}:` },
  });
  const limiterOf = (composition: Composition) => ({ plugin: rateLimitPlugin, options: composition.built.rateLimitPlugin });
  const redisProbe = redis.readinessProbes.find((probe) => probe.name === 'rate-limit-store');
  const modes: Mode[] = [
    { name: 'limits off', server: await startServer([]) },
    { name: 'memory store', server: await startServer([limiterOf(memory)]) },
  ];
  if ((await redisProbe?.check())?.detail === 'redis') modes.push({ name: 'redis store', server: await startServer([limiterOf(redis)]) });
  else console.log('redis store: skipped, Redis on 127.0.0.1:6379 is not answering');

  console.log(`${requests} requests per round from a child process, concurrency ${concurrency}, ${rounds} rounds, medians`);
  for (const path of PATHS) {
    for (const mode of modes) await load(mode.server, path, Math.min(2_000, requests));
    const results = new Map<string, Measured[]>(modes.map((mode) => [mode.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of modes) results.get(mode.name)?.push(await load(mode.server, path, requests));
    }
    console.log(`GET ${path}`);
    const base = results.get('limits off') ?? [];
    const baseRate = median(base.map((m) => m.perSecond));
    const baseCpu = median(base.map((m) => m.serverCpuMicros));
    for (const [name, measured] of results) {
      const rate = median(measured.map((m) => m.perSecond));
      const cpu = median(measured.map((m) => m.serverCpuMicros));
      const others = measured.flatMap((m) => Object.entries(m.statuses).filter(([status]) => status !== '200'));
      const overhead = name === 'limits off' ? ''
        : `  overhead: server CPU ${percent(cpu - baseCpu, baseCpu)}, throughput ${percent(rate - baseRate, baseRate)} (target: under 5% slower)`;
      console.log(`  ${name.padEnd(13)} ${rate.toFixed(0).padStart(6)} req/s ${cpu.toFixed(1).padStart(6)} µs server CPU/req${overhead}${others.length ? `  non-200: ${JSON.stringify(others)}` : ''}`);
    }
  }

  for (const mode of modes) await mode.server.stop();
  await memory.close();
  await redis.close();
}

await main();

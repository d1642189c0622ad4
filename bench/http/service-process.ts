/**
 * One service under load, in its own process so that its start-up time and
 * peak RSS are its own: built exactly as main.ts builds it, on a generated
 * directory of the size asked, listening on 127.0.0.1. Started by
 * http.bench.ts with fork(); it reports {port, startupMs} once listening,
 * answers 'usage' with its peak RSS, and between 'survivors-start' and
 * 'survivors-stop' samples what outlives young collections (heap-survivors.ts).
 *
 * The variant argument changes only what the comparisons need: the counter
 * store (`memory`, the default; `redis` at REDIS_URL; `allow`, a store that
 * always allows, which exists only here) and LOG_LEVEL (`info`, production's
 * default, or `silent`). Access lines go to this process's stdout, which the
 * parent points at a file, as production writes them to a pipe or a file,
 * batched as production batches them (src/bootstrap/log-destination.ts).
 */
import type { RateLimitStore } from '../../src/application/ports/rate-limit-store.js';
import { slidingWindowResult } from '../../src/domain/rate-limit.js';
import { loadConfig } from '../../src/bootstrap/config.js';
import { createLogger, flushLog } from '../../src/bootstrap/logger.js';
import { openMemoryDirectory } from '../../src/bootstrap/memory-directory.js';
import { buildService } from '../../src/bootstrap/service.js';
import { cpuUsed } from './cpu-used.js';
import { SurvivorSampler } from './heap-survivors.js';

export type StoreVariant = 'memory' | 'redis' | 'allow';
export type LogVariant = 'info' | 'silent';

export interface ServiceReady { port: number; startupMs: number }
export interface ServiceUsage { maxRssBytes: number }

/** Counts nothing and refuses nobody: the limiter's lifecycle step and headers without the store's work. */
const allowEveryone: RateLimitStore = {
  async hit({ limit, windowMs, now }) {
    return slidingWindowResult({ allowed: true, count: 1, oldest: now, blocker: null, now, windowMs, limit });
  },
};

async function main(): Promise<void> {
  const [schools = '1000', store = 'memory', log = 'info'] = process.argv.slice(2);
  const config = loadConfig({
    ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: log, REDIS_URL: store === 'redis' ? process.env.REDIS_URL : '',
  });
  const logger = createLogger(config.logLevel);
  // The directory is opened here rather than from SEED_SCHOOLS, whose limit (300k) the 1M run exceeds.
  const directory = await openMemoryDirectory({ schools: Number(schools), seed: config.seed });
  const service = await buildService(config, logger, { directory, ...(store === 'allow' ? { rateLimitStore: allowEveryone } : {}) });
  await service.start();
  const ready: ServiceReady = { port: Number(service.server.info.port), startupMs: performance.now() };
  process.send?.({ ready });
  // Made when first asked for: an inspector session is no part of the service the other modes measure.
  let sampler: SurvivorSampler | undefined;
  // A sampler that fails (asked to start twice, or to stop unstarted) ends the process: the bench then stops
  // with its exit code rather than waiting for an answer.
  const answer = (key: string, work: () => Promise<unknown>) => void work().then((value) => process.send?.({ [key]: value }), (error: unknown) => {
    process.stderr.write(`heap sampling failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  process.on('message', (message) => {
    if (message === 'survivors-start') answer('survivorsStarted', async () => (sampler ??= new SurvivorSampler()).start().then(() => true));
    if (message === 'survivors-stop') answer('survivors', async () => {
      if (sampler === undefined) throw new Error('asked to stop sampling before it started');
      return sampler.stop();
    });
    if (message === 'usage') process.send?.({ usage: { maxRssBytes: process.resourceUsage().maxRSS * 1024 } satisfies ServiceUsage });
    if (message === 'cpu') process.send?.({ cpu: cpuUsed() });
    if (message === 'stop') void service.stop().then(() => flushLog(logger)).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`service failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
